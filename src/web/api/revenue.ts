import { queryOptions, useQuery } from '@tanstack/react-query';
import { revenueReport } from '../../core/admin-requests.ts';
import type { RevenueQuery, RevenueReport } from '../../core/schemas/revenue.schema.ts';
import { adminQueryKey } from './admin-query-key.ts';
import { apiGet, apiUrl } from './client.ts';

/** The two CSV downloads behind the report: one row per beautician, or one row per appointment. */
export type RevenueExportKind = 'breakdown' | 'appointments';

/** GET /api/revenue (staff only): London dates, end date inclusive. */
export const revenueQuery = (range: RevenueQuery) =>
  queryOptions({
    queryKey: [...adminQueryKey, 'revenue', range],
    queryFn: ({ signal }) => apiGet<RevenueReport>(revenueReport(range), signal),
    staleTime: 15_000,
  });

/** Spec §5 'Revenue dates': the report is fetched only when both dates are set. */
export function useRevenue(range: { startDate: string; endDate: string }) {
  return useQuery({ ...revenueQuery(range), enabled: Boolean(range.startDate && range.endDate) });
}

/** A plain link to the CSV: the session cookie goes with it, and the server names the attachment. */
export const revenueExportUrl = (range: RevenueQuery, kind: RevenueExportKind): string => apiUrl('/revenue/export.csv', { ...range, kind });
