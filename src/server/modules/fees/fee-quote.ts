import { agreedFeePence } from '../../../core/booking/agreed-terms.ts';
import { feePercent, feeToChargePence, type FeeKind } from '../../../core/booking/fee-policy.ts';
import type { PaymentProvider, SavedCard } from '../../payments/payment-provider.ts';
import type { AppointmentRow } from '../booking/bookings.repository.ts';
import type { ClientCardRow } from './fees.repository.ts';

// What a visit's fee is, before anyone decides it (issue 26; bounded by the agreed terms since issue 39,
// docs/decisions/0037): read by the fee's view, its charge and waiver, and the client's late cancellation.

/**
 * What a visit's fee would be now: none when the visit did not miss or cancel late, or its terms charge nothing. The
 * terms are the ones the client agreed to when booking, on the price they were told then (docs/decisions/0037).
 */
export interface FeeQuote {
  visit: AppointmentRow;
  kind: FeeKind;
  percent: number;
  /** the price the fee is a share of: the one told when booking, or a lower one set since */
  pricePence: number;
  feePence: number;
  /** what the salon already keeps for the visit (a deposit), counted towards the fee */
  keptPence: number;
  chargePence: number;
}

/** The kind of fee a visit in this state may be charged, if any: a no-show, or a cancellation late under its terms. */
export function feeKindOf(visit: AppointmentRow): FeeKind | undefined {
  if (visit.status === 'no_show') return 'no_show';
  const cancelled = visit.status.startsWith('cancelled_') && visit.status !== 'cancelled_expired';
  return cancelled && visit.cancelledLate ? 'late_cancellation' : undefined;
}

/** The fee on a visit (whole) under the terms it was booked with, or undefined when there is none to decide. */
export function quoteFee(visit: AppointmentRow): FeeQuote | undefined {
  const kind = feeKindOf(visit);
  if (!kind) return undefined;
  const price = { bookedPence: visit.bookedPricePence, currentPence: visit.pricePence };
  const feePence = agreedFeePence(visit.agreedTerms, kind, price);
  if (feePence === 0) return undefined;
  const keptPence = Math.max(0, visit.amountPaidPence - visit.refundedPence);
  return {
    visit,
    kind,
    percent: feePercent(visit.agreedTerms, kind),
    pricePence: Math.min(price.bookedPence, price.currentPence),
    feePence,
    keptPence,
    chargePence: feeToChargePence(feePence, keptPence),
  };
}

/** Whether only the owner may charge this visit's fee: staff booked it after its time, or set its price (0037). */
export const chargeIsOwners = (visit: AppointmentRow): boolean => visit.feeOwnerOnly;

/** The card a fee can be charged to: the client's, saved with the provider this process uses. */
export function chargeableCard(client: ClientCardRow | undefined, provider: PaymentProvider): SavedCard | undefined {
  if (!client?.cardPaymentMethodId || client.cardProvider !== provider.name) return undefined;
  return {
    customerId: client.cardCustomerId,
    paymentMethodId: client.cardPaymentMethodId,
    brand: client.cardBrand ?? '',
    last4: client.cardLast4 ?? '',
  };
}
