import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CancelPreview } from '../../core/schemas/admin-appointment.schema.ts';
import { adminQueryKey } from './admin-query-key.ts';
import { apiRequest } from './client.ts';

/** GET /api/appointments/{id}/cancel/preview: what cancelling now would do, without doing it. */
export const cancelPreviewQuery = (id: string) =>
  queryOptions({
    queryKey: [...adminQueryKey, 'cancel-preview', id],
    queryFn: ({ signal }) => apiRequest<CancelPreview>(`/appointments/${encodeURIComponent(id)}/cancel/preview`, { signal }),
    // The refund depends on the moment of cancelling: always ask afresh.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export const useCancelPreview = (id: string | undefined) => useQuery({ ...cancelPreviewQuery(id ?? ''), enabled: Boolean(id) });
