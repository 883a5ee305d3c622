import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FullyBookedResponse, Slot } from '../../core/schemas/availability.schema.ts';
import type { ManageMoveInput } from '../../core/schemas/manage-move.schema.ts';
import type { ManageCancelPreview, ManageCancelResponse, ManagedBooking } from '../../core/schemas/notifications.schema.ts';
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

/**
 * GET /api/manage/{token}/cancel/preview: what cancelling now would refund, with the client's free window applied, and
 * the late-cancellation fee it would bring (null: none).
 */
export const manageCancelPreviewQuery = (token: string) =>
  queryOptions({
    queryKey: ['manage-booking', token, 'cancel-preview'],
    queryFn: ({ signal }) => apiRequest<ManageCancelPreview>(`${managePath(token)}/cancel/preview`, { signal }),
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

/** Whose diary a move reads: one of the service's beauticians, or any of them. */
export interface MoveDiary {
  beauticianId?: string | undefined;
  any: boolean;
}

const diaryParams = (diary: MoveDiary) => (diary.any ? { any: true } : { beauticianId: diary.beauticianId });
const diaryKey = (token: string) => ['manage-booking', token, 'diary'] as const;

/** GET /api/manage/{token}/slots: the times the booking could move to on one date (YYYY-MM-DD). */
export const manageSlotsQuery = (token: string, diary: MoveDiary, date: string) =>
  queryOptions({
    queryKey: [...diaryKey(token), 'slots', diary.any ? 'any' : diary.beauticianId, date],
    queryFn: ({ signal }) =>
      apiRequest<{ slots: Slot[] }>(`${managePath(token)}/slots`, { query: { ...diaryParams(diary), date }, signal }),
  });

export const useManageSlots = (token: string, diary: MoveDiary, date: string | undefined) =>
  useQuery({ ...manageSlotsQuery(token, diary, date ?? ''), enabled: Boolean(date) });

/** GET /api/manage/{token}/slots/fully-booked: the dates of a month (1–12) it could not move to. */
export const manageFullyBookedQuery = (token: string, diary: MoveDiary, year: number, month: number) =>
  queryOptions({
    queryKey: [...diaryKey(token), 'fully-booked', diary.any ? 'any' : diary.beauticianId, year, month],
    queryFn: ({ signal }) =>
      apiRequest<FullyBookedResponse>(`${managePath(token)}/slots/fully-booked`, { query: { ...diaryParams(diary), year, month }, signal }),
  });

/** POST /api/manage/{token}/move: the booking moves; the page shows it as the server now has it. */
export function moveManagedBooking(token: string, body: ManageMoveInput): Promise<ManagedBooking> {
  return apiRequest<ManagedBooking>(`${managePath(token)}/move`, { method: 'POST', body });
}

export function useMoveManagedBooking(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ManageMoveInput) => moveManagedBooking(token, body),
    onSuccess: (booking) => queryClient.setQueryData(managedBookingQuery(token).queryKey, booking),
    // Moved or refused, the diary has changed since it was read.
    onSettled: () => queryClient.invalidateQueries({ queryKey: diaryKey(token) }),
  });
}
