import { queryOptions, useQuery } from '@tanstack/react-query';
import { takingsReport } from '../../core/admin-requests.ts';
import type { TakingsQuery, TakingsReport } from '../../core/schemas/till.schema.ts';
import { adminQueryKey } from './admin-query-key.ts';
import { apiGet, apiUrl } from './client.ts';

/** GET /api/takings: money that moved, per London day. */
export const takingsQuery = (query: TakingsQuery) =>
  queryOptions({
    queryKey: [...adminQueryKey, 'takings', query],
    queryFn: ({ signal }) => apiGet<TakingsReport>(takingsReport(query), signal),
    staleTime: 15_000,
  });

export const useTakings = (query: TakingsQuery) => useQuery({ ...takingsQuery(query), enabled: Boolean(query.startDate && query.endDate) });

/** A plain link to the CSV: the session cookie goes with it, and the server names the attachment. */
export const takingsExportUrl = (query: TakingsQuery): string => apiUrl('/takings/export.csv', { ...query });
