import { queryOptions, useQuery } from '@tanstack/react-query';
import { salonSettings } from '../../core/admin-requests.ts';
import type { SalonSettings } from '../../core/schemas/settings.schema.ts';
import { adminQueryKey } from './admin-query-key.ts';
import { apiGet } from './client.ts';

export const adminSettingsKey = [...adminQueryKey, 'settings'] as const;

/** GET /api/settings: the salon's hours and public details as staff edit them. */
export const adminSettingsQuery = () =>
  queryOptions({
    queryKey: adminSettingsKey,
    queryFn: ({ signal }) => apiGet<SalonSettings>(salonSettings(), signal),
    // The form copies the answer once; a background refetch must not overwrite what someone is typing.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useAdminSettings = () => useQuery(adminSettingsQuery());
