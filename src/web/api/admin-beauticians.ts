import { queryOptions, useQuery } from '@tanstack/react-query';
import { beauticianList } from '../../core/admin-requests.ts';
import type { BeauticianStaff } from '../../core/schemas/catalog.schema.ts';
import { adminQueryKey } from './admin-query-key.ts';
import { apiGet } from './client.ts';

/** GET /api/beauticians with a staff session: inactive staff too, with e-mail and phone. */
export const adminBeauticiansQuery = () =>
  queryOptions({
    queryKey: [...adminQueryKey, 'beauticians'],
    queryFn: ({ signal }) => apiGet<BeauticianStaff[]>(beauticianList(), signal),
    staleTime: 15_000,
  });

export const useAdminBeauticians = () => useQuery(adminBeauticiansQuery());
