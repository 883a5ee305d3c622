import { agreedFeePence, cancelsLate } from '../../../core/booking/agreed-terms.ts';
import { feeToChargePence } from '../../../core/booking/fee-policy.ts';
import { penceToPounds } from '../../../core/money.ts';
import type { LateFeePreview } from '../../../core/schemas/fee.schema.ts';
import type { AppointmentRow } from '../booking/bookings.repository.ts';
import { chargeableCard } from './fee-quote.ts';
import { chargeFee, type FeeDeps } from './fee.service.ts';
import { findClientCard } from './fees.repository.ts';

/**
 * The late-cancellation fee a client's own cancellation of `visit` (whole) now would bring (issue 26): the share of the
 * price their booking's terms name, under its window (docs/decisions/0037), less what the salon keeps of what was paid
 * (`keptPence`), charged to the card they saved. Null when cancelling now is not late under those terms, or they charge
 * nothing. Shown before they confirm; the same numbers are charged.
 */
export async function lateFeeOf(deps: FeeDeps, visit: AppointmentRow, keptPence: number, now: Date): Promise<LateFeePreview | null> {
  if (!cancelsLate(visit.agreedTerms, visit.startAt, now)) return null;
  const fee = agreedFeePence(visit.agreedTerms, 'late_cancellation', {
    bookedPence: visit.bookedPricePence,
    currentPence: visit.pricePence,
  });
  if (fee === 0) return null;
  const client = visit.clientId ? await findClientCard(deps.db, visit.clientId) : undefined;
  const card = chargeableCard(client, deps.provider);
  return {
    fee: penceToPounds(fee),
    kept: penceToPounds(keptPence),
    charge: penceToPounds(feeToChargePence(fee, keptPence)),
    card: card ? { brand: card.brand, last4: card.last4 } : null,
  };
}

/**
 * After a client's late cancellation: what the preview showed is charged to their saved card, once (chargeFee's claim),
 * as the client agreed when booking. Without a card nothing is charged now: staff decide on the visit's fee. A provider
 * failure leaves the fee for staff to charge again; the cancellation itself stands.
 */
export async function chargeLateFee(deps: FeeDeps, visitId: string, preview: LateFeePreview | null) {
  if (!preview?.card || preview.charge === 0) return null;
  try {
    const { fee } = await chargeFee(deps, visitId, { staffId: null, role: null });
    return fee ? { charge: penceToPounds(fee.chargePence), status: fee.status as 'paid' | 'requested' | 'failed' | 'charging' } : null;
  } catch {
    return { charge: preview.charge, status: 'charging' as const };
  }
}
