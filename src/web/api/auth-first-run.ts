import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FirstRun, FirstRunStatus, StaffUser } from '../../core/schemas/auth.schema.ts';
import { sessionQueryKey } from './auth-session.ts';
import { apiRequest } from './client.ts';

const firstRunKey = ['auth', 'first-run'] as const;

/** GET /api/auth/first-run: whether the salon still has no staff account (then only '/admin/setup' gets in). */
export const firstRunQuery = () =>
  queryOptions({
    queryKey: firstRunKey,
    queryFn: ({ signal }) => apiRequest<FirstRunStatus>('/auth/first-run', { signal }),
    staleTime: Infinity,
  });

export const useFirstRunStatus = () => useQuery(firstRunQuery());

/** POST /api/auth/first-run: the owner's account from the code in the server log; signs them in. */
export function useCompleteFirstRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FirstRun) => apiRequest<StaffUser>('/auth/first-run', { method: 'POST', body: input }),
    onSuccess: (user) => {
      queryClient.setQueryData(sessionQueryKey, user);
      queryClient.setQueryData<FirstRunStatus>(firstRunKey, { needed: false });
    },
  });
}
