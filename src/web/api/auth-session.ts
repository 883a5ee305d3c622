import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionCheck } from '../../core/admin-requests.ts';
import type { StaffUser } from '../../core/schemas/auth.schema.ts';
import { ApiError, apiGet } from './client.ts';

export const sessionQueryKey = ['auth', 'me'] as const;

/** GET /api/auth/me: the signed-in staff member, or null when there is no session (401). */
export const sessionQuery = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: async ({ signal }): Promise<StaffUser | null> => {
      try {
        return await apiGet<StaffUser>(sessionCheck(), signal);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    // Every admin call answers 401 once a session ends, and that signs the page out at once (use-sign-out-on-401).
    staleTime: 60_000,
  });

export const useSession = () => useQuery(sessionQuery());
