import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { CancelPreview } from '../../core/schemas/admin-appointment.schema.ts';
import type { ManageCancelResponse, ManagedBooking } from '../../core/schemas/notifications.schema.ts';
import { apiRequest } from './client.ts';

/** The token in the e-mailed link is the only credential: no staff session is involved. */
const managePath = (token: string) => `/manage/${encodeURIComponent(token)}`;

/** GET /api/manage/{token} (public): the one booking the e-mailed link opens; 404 once it has passed or been cancelled. */
export const managedBookingQuery = (token: string) =>
  queryOptions({
    queryKey: ['manage-booking', token],
    queryFn: ({ signal }) => apiRequest<ManagedBooking>(managePath(token), { signal }),
    staleTime: 0,
  });

export const useManagedBooking = (token: string) => useQuery(managedBookingQuery(token));

/** GET /api/manage/{token}/cancel/preview: what cancelling now would refund, with the client's free window applied. */
export const manageCancelPreviewQuery = (token: string) =>
  queryOptions({
    queryKey: ['manage-booking', token, 'cancel-preview'],
    queryFn: ({ signal }) => apiRequest<CancelPreview>(`${managePath(token)}/cancel/preview`, { signal }),
    // The refund depends on the moment of cancelling: always ask afresh.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export const useManageCancelPreview = (token: string) => useQuery(manageCancelPreviewQuery(token));

/** POST /api/manage/{token}/cancel: the client cancels their own booking; the link stops working afterwards. */
export function cancelManagedBooking(token: string): Promise<ManageCancelResponse> {
  return apiRequest<ManageCancelResponse>(`${managePath(token)}/cancel`, { method: 'POST', body: {} });
}

export const useCancelManagedBooking = (token: string) => useMutation({ mutationFn: () => cancelManagedBooking(token) });
