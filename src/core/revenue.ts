import type { AppointmentStatus } from './schemas/appointment.schema.ts';

/** Spec §3 'Revenue report': bookings are confirmed and completed appointments. */
export const BOOKING_STATUSES = ['confirmed', 'completed'] as const satisfies readonly AppointmentStatus[];

/** What an appointment's row knows of its money (pence): online totals, the salon's net takings, and discounts. */
export interface RevenueFacts {
  status: AppointmentStatus;
  pricePence: number;
  amountPaidPence: number;
  refundedPence: number;
  /** taken at the salon, net of reversals, without tips (the till's entries; docs/decisions/0027) */
  salonTakenPence: number;
  /** given up at the till, net of reversals (the till's discount entries; issue 23) */
  discountPence: number;
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

/** What the visit costs the client: its price less the discounts given at the till. */
export function agreedPricePence(a: Pick<MoneyFacts, 'pricePence' | 'discountPence'>): number {
  return a.pricePence - a.discountPence;
}

/** What it costs less everything taken for it: negative when more was taken (an extra). */
export function balancePence(a: MoneyFacts): number {
  return agreedPricePence(a) - takenPence(a);
}

/** What a confirmed visit not yet checked out still has to pay; nothing is due on any other status. */
export function duePence(a: RevenueFacts): number {
  return a.status === 'confirmed' ? Math.max(0, balancePence(a)) : 0;
}

/**
 * What a checked-out visit still owes: staff said the rest of a short checkout was owed (issue 23), or a payment was
 * reversed and not yet taken again. Paying it later, or a discount, clears it. Nothing is owed on any other status.
 */
export function owedPence(a: RevenueFacts): number {
  return a.status === 'completed' ? Math.max(0, balancePence(a)) : 0;
}

/**
 * The revenue one appointment counts for (docs/decisions/0027): the money taken for it (online and at the salon,
 * minus refunds: a no-show's or late cancellation's kept deposit), plus what a visit still has to pay: the balance
 * due on a confirmed visit, the amount owed on a completed one. So a booking counts its price less its discounts, or
 * more when more was taken (an extra); a discount counts less everywhere, an amount owed counts until it is paid.
 * Mirrored in SQL by revenue.repository.ts; the API tests check that the two agree.
 */
export function countedRevenuePence(a: RevenueFacts): number {
  return takenPence(a) + duePence(a) + owedPence(a);
}
