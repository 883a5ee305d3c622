import type { AppointmentStatus } from './schemas/appointment.schema.ts';

/** Spec §3 'Revenue report': bookings are confirmed and completed appointments. */
export const BOOKING_STATUSES = ['confirmed', 'completed'] as const satisfies readonly AppointmentStatus[];

/** What an appointment's row knows of its money (pence): online totals, and the salon's net takings for it. */
export interface RevenueFacts {
  status: AppointmentStatus;
  pricePence: number;
  amountPaidPence: number;
  refundedPence: number;
  /** taken at the salon, net of reversals, without tips (the till's entries; docs/decisions/0027) */
  salonTakenPence: number;
}

export function countsAsBooking(status: AppointmentStatus): boolean {
  return (BOOKING_STATUSES as readonly string[]).includes(status);
}

/** An appointment's money alone, whatever its status. */
export type MoneyFacts = Omit<RevenueFacts, 'status'>;

/** Money actually taken for it and kept: online payments minus refunds, plus what the salon took. */
export function takenPence(a: MoneyFacts): number {
  return Math.max(0, a.amountPaidPence - a.refundedPence) + a.salonTakenPence;
}

/** The price less everything taken for it: negative when more was taken than the price (an extra). */
export function balancePence(a: MoneyFacts): number {
  return a.pricePence - takenPence(a);
}

/** What a confirmed visit not yet checked out still owes; nothing is due on any other status. */
export function duePence(a: RevenueFacts): number {
  return a.status === 'confirmed' ? Math.max(0, balancePence(a)) : 0;
}

/**
 * The revenue one appointment counts for (docs/decisions/0027): the money taken for it (online and at the salon,
 * minus refunds: a completed visit's true figure, a no-show's or late cancellation's kept deposit), plus, while a
 * confirmed visit waits for its checkout, the balance of its price still due.
 * Mirrored in SQL by revenue.repository.ts; the API tests check that the two agree.
 */
export function countedRevenuePence(a: RevenueFacts): number {
  return takenPence(a) + duePence(a);
}
