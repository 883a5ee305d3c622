import type { StaffUser } from '../../../core/schemas/auth.schema.ts';
import type { StaffBooking } from '../../../core/schemas/staff-booking.schema.ts';

/** What every appointment staff book carries besides its service and time: confirmed, paid at the salon, the client. */
export function staffBookingColumns(input: StaffBooking, staff: StaffUser, now: Date) {
  return {
    status: 'confirmed',
    paymentMode: 'pay_in_salon',
    clientName: input.client.name,
    clientEmail: input.client.email,
    clientPhone: input.client.phone,
    clientNotes: input.client.notes,
    // Picked from the records: theirs, whatever details were typed (the trigger matches only when none is given).
    clientId: input.clientId ?? null,
    bookedByStaffId: staff._id,
    createdAt: now,
    updatedAt: now,
  } as const;
}
