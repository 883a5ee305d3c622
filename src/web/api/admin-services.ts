import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { staffServiceList } from '../../core/admin-requests.ts';
import type { StaffService } from '../../core/schemas/catalog.schema.ts';
import { adminQueryKey } from './admin-query-key.ts';
import { apiGet } from './client.ts';

export const adminServicesKey = [...adminQueryKey, 'services'] as const;

/** GET /api/services?include=inactive with a staff session: inactive services too (the back office's lists). */
export const adminServicesQuery = () =>
  queryOptions({
    queryKey: adminServicesKey,
    queryFn: ({ signal }) => apiGet<StaffService[]>(staffServiceList(), signal),
    staleTime: 15_000,
  });

export const useAdminServices = () => useQuery(adminServicesQuery());

/** After any catalogue change: the back office lists and the public pages' copies are all stale. */
export function invalidateCatalogue(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminQueryKey }),
    queryClient.invalidateQueries({ queryKey: ['services'] }),
    queryClient.invalidateQueries({ queryKey: ['beauticians'] }),
  ]).then(() => undefined);
}
