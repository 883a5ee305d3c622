import { feeOfPrice, feePercent, isLateCancellation, type FeeKind } from './fee-policy.ts';

/**
 * The terms a booking was made under (issue 39, docs/decisions/0037): the shares of the price a no-show and a late
 * cancellation may cost, the free-cancellation window, and the deposit's share. Stored with every booking as it is
 * made, and read for every fee, refund and window of it from then on: an owner changing the settings changes the
 * terms of bookings made afterwards, never of those already made.
 */
export interface AgreedTerms {
  noShowFeePercent: number;
  lateCancellationFeePercent: number;
  freeCancellationHours: number;
  depositPercent: number;
}

/** The terms the salon's settings give a booking made now. */
export const termsOf = (settings: AgreedTerms): AgreedTerms => ({
  noShowFeePercent: settings.noShowFeePercent,
  lateCancellationFeePercent: settings.lateCancellationFeePercent,
  freeCancellationHours: settings.freeCancellationHours,
  depositPercent: settings.depositPercent,
});

/** Whether cancelling a visit starting at `start` at `at` is late under its terms. */
export const cancelsLate = (terms: AgreedTerms, start: Date, at: Date): boolean =>
  isLateCancellation(start, at, terms.freeCancellationHours);

/**
 * A visit's fee of `kind` under its terms: the agreed share of the price the client was told when booking, never of a
 * higher price set since (a lower one, a discount, counts as it is).
 */
export function agreedFeePence(terms: AgreedTerms, kind: FeeKind, price: { bookedPence: number; currentPence: number }): number {
  return feeOfPrice(feePercent(terms, kind), Math.min(price.bookedPence, price.currentPence));
}

/**
 * Whether a booking staff write is one whose fee only the owner may charge (issue 39): booked once its time had come,
 * or at a price staff set rather than the catalogue's, so what the client agreed to is not on record.
 */
export const staffBookingFeeIsOwners = (booking: { start: Date; now: Date; pricePence: number; cataloguePence: number }): boolean =>
  booking.start <= booking.now || booking.pricePence !== booking.cataloguePence;
