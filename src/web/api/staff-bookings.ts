import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminAppointment } from '../../core/schemas/admin-appointment.schema.ts';
import type { StaffBookingInput } from '../../core/schemas/staff-booking.schema.ts';
import { adminQueryKey } from './admin-query-key.ts';
import { awaitingCheckoutKey } from './awaiting-checkout.ts';
import { clientsKey } from './client-search.ts';
import { apiRequest } from './client.ts';
import { waitlistEntriesKey } from './waitlist-admin.ts';

/** POST /api/staff-bookings: a booking taken by phone or at the desk; 409 NEEDS_CONFIRMATION names the rules to confirm. */
export function bookByStaff(input: StaffBookingInput): Promise<{ appointment: AdminAppointment }> {
  return apiRequest<{ appointment: AdminAppointment }>('/staff-bookings', { method: 'POST', body: input });
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
