import { queryOptions, useQuery } from '@tanstack/react-query';
import { revenueDetails } from '../../core/admin-requests.ts';
import type { RevenueDetails, RevenueDetailsQuery } from '../../core/schemas/till.schema.ts';
import { adminQueryKey } from './admin-query-key.ts';
import { apiGet } from './client.ts';

/** GET /api/revenue/details: the report's revenue by service and by how it was paid (under 'revenue', refetched with it). */
export const revenueDetailsQuery = (query: RevenueDetailsQuery) =>
  queryOptions({
    queryKey: [...adminQueryKey, 'revenue', 'details', query],
    queryFn: ({ signal }) => apiGet<RevenueDetails>(revenueDetails(query), signal),
    staleTime: 15_000,
  });

export const useRevenueDetails = (query: RevenueDetailsQuery) =>
  useQuery({ ...revenueDetailsQuery(query), enabled: Boolean(query.startDate && query.endDate) });
