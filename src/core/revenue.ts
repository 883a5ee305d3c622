import type { AppointmentStatus, PaymentMode } from './schemas/appointment.schema.ts';

/** Spec §3 'Revenue report': bookings are confirmed and completed appointments. */
export const BOOKING_STATUSES = ['confirmed', 'completed'] as const satisfies readonly AppointmentStatus[];

export interface RevenueFacts {
  status: AppointmentStatus;
  paymentMode: PaymentMode;
  pricePence: number;
  amountPaidPence: number;
  refundedPence: number;
}

export function countsAsBooking(status: AppointmentStatus): boolean {
  return (BOOKING_STATUSES as readonly string[]).includes(status);
}

/**
 * The money one appointment brings in (docs/decisions/0011-revenue.md): whatever was paid online and not
 * refunded (a deposit kept on a no-show or late cancellation included), plus, once the visit is completed,
 * the balance taken at the salon on the day (the whole price when paying at the salon).
 * Mirrored in SQL by revenue.repository.ts; the API tests check that the two agree.
 */
export function countedRevenuePence(a: RevenueFacts): number {
  const keptOnline = Math.max(0, a.amountPaidPence - a.refundedPence);
  const takenAtSalon = a.status === 'completed' ? Math.max(0, a.pricePence - a.amountPaidPence) : 0;
  return keptOnline + takenAtSalon;
}
