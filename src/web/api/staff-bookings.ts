import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminAppointment } from '../../core/schemas/admin-appointment.schema.ts';
import type { ConfirmationChannel, StaffBookingInput } from '../../core/schemas/staff-booking.schema.ts';
import { adminQueryKey } from './admin-query-key.ts';
import { awaitingCheckoutKey } from './awaiting-checkout.ts';
import { clientsKey } from './client-search.ts';
import { apiRequest } from './client.ts';
import { waitlistEntriesKey } from './waitlist-admin.ts';

/** A booking staff take, for a client waiting on the waitlist when `waitlistEntryId` says which (issue 28). */
export type StaffBookingRequest = StaffBookingInput & { waitlistEntryId?: string };

/**
 * POST /api/staff-bookings: a booking taken by phone or at the desk; 409 NEEDS_CONFIRMATION names the rules to confirm.
 * A waiting client's goes to POST /api/waitlist/entries/:id/book, which also ends their place on the waitlist.
 */
export function bookByStaff({ waitlistEntryId, ...input }: StaffBookingRequest): Promise<{ appointment: AdminAppointment }> {
  const path = waitlistEntryId ? `/waitlist/entries/${encodeURIComponent(waitlistEntryId)}/book` : '/staff-bookings';
  return apiRequest<{ appointment: AdminAppointment }>(path, { method: 'POST', body: input });
}

export function useBookByStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookByStaff,
    // Every diary and list that could show it asks again; a walk-in booked as it starts waits for its checkout.
    onSuccess: (_, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...adminQueryKey, 'appointments'] }),
        queryClient.invalidateQueries({ queryKey: awaitingCheckoutKey }),
        // A new client, or another visit of a known one.
        queryClient.invalidateQueries({ queryKey: clientsKey }),
        // A client booked from the waitlist leaves it (issue 28).
        ...(input.waitlistEntryId ? [queryClient.invalidateQueries({ queryKey: waitlistEntriesKey })] : []),
      ]),
  });
}

/**
 * GET /api/staff-bookings/confirmation: whether the confirmation to `phone` goes as a text too (issue 40), asked once a
 * number is typed; the salon's text settings are the owner's to read.
 */
export function useConfirmationByText(phone: string) {
  const typed = phone.trim();
  return useQuery({
    queryKey: [...adminQueryKey, 'confirmation-by-text', typed],
    queryFn: ({ signal }) => apiRequest<ConfirmationChannel>(`/staff-bookings/confirmation?phone=${encodeURIComponent(typed)}`, { signal }),
    enabled: typed.length >= 7,
    staleTime: 60_000,
  });
}
