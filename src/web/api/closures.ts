import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicClosure } from '../../core/schemas/time-off.schema.ts';
import { apiRequest } from './client.ts';

/** GET /api/closures: the salon's closures from today on, for '/salon'. Like GET /api/salon, a failure shows nothing. */
export const closuresQuery = () =>
  queryOptions({
    queryKey: ['closures'],
    queryFn: async ({ signal }): Promise<PublicClosure[]> => {
      try {
        return (await apiRequest<{ closures: PublicClosure[] }>('/closures', { signal })).closures;
      } catch (error) {
        if (signal.aborted) throw error;
        return [];
      }
    },
    staleTime: 5 * 60_000,
  });

export const useClosures = () => useQuery(closuresQuery());
