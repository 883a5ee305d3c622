import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwedVisits } from '../../core/schemas/till.schema.ts';
import { adminQueryKey } from './admin-query-key.ts';
import { apiRequest } from './client.ts';

/** Fetched again after the till records money here (visit-money.ts), and now and then for other desks' payments. */
export const owedVisitsKey = [...adminQueryKey, 'owed'] as const;

/** GET /api/appointments/owed: checked-out visits that still owe money, oldest first (issue 23). */
export const owedVisitsQuery = () =>
  queryOptions({
    queryKey: owedVisitsKey,
    queryFn: ({ signal }) => apiRequest<OwedVisits>('/appointments/owed', { signal }),
    staleTime: 15_000,
    refetchInterval: 60_000,
  });

export const useOwedVisits = () => useQuery(owedVisitsQuery());
