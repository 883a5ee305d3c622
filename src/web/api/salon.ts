import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Salon } from '../../core/schemas/salon.schema.ts';
import { apiRequest } from './client.ts';

/** GET /api/salon. Spec §7: failures are ignored and treated as no data, so this never errors. */
export const salonQuery = () =>
  queryOptions({
    queryKey: ['salon'],
    queryFn: async ({ signal }): Promise<Salon | null> => {
      try {
        return await apiRequest<Salon>('/salon', { signal });
      } catch (error) {
        if (signal.aborted) throw error;
        return null;
      }
    },
    staleTime: 5 * 60_000,
  });

export const useSalon = () => useQuery(salonQuery());
