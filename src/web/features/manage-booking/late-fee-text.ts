import { cardLabel } from '../../../core/card-label.ts';
import { formatGBP } from '../../../core/money.ts';
import { plural } from '../../../core/plural.ts';
import type { LateFeePreview } from '../../../core/schemas/fee.schema.ts';
import type { ManageCancelResponse } from '../../../core/schemas/notifications.schema.ts';

/**
 * What a client is told about a late-cancellation fee on their manage link (issue 26): before they confirm, what it
 * is and what will be charged; afterwards, what was. Amounts in pounds, as the API sends them.
 */

/** The client's saved card as they may be shown it, e.g. 'Visa ending 4242'. */
export const cardText = cardLabel;

/**
 * Before confirming: the fee cancelling now brings, what already paid counts towards it, and what is charged. The
 * window is named as the settings ('Free cancellation') and the booked terms ('less than 24 hours before') name it.
 */
export function lateFeePreviewSentence({ fee, kept, charge, card }: LateFeePreview, freeCancellationHours: number): string {
  const window = `less than ${plural(freeCancellationHours, 'hour')} before, so outside free cancellation`;
  const applies = `Cancelling now is ${window}: a late-cancellation fee of ${formatGBP(fee)} applies`;
  if (charge <= 0) return `${applies}, covered by what you have already paid.`;
  const amount = formatGBP(charge);
  const outcome = card ? `${amount} will be charged to your ${cardText(card)}` : `the salon may ask you to pay ${amount}`;
  if (kept > 0) return `${applies}. ${formatGBP(kept)} you have already paid counts towards it, and ${outcome}.`;
  return card ? `${applies}. ${outcome}.` : `${applies}; ${outcome}.`;
}

/** After cancelling: what became of the fee charged to the saved card. */
export function lateFeeResultSentence({ charge, status }: NonNullable<ManageCancelResponse['lateFee']>): string {
  const amount = formatGBP(charge);
  switch (status) {
    case 'paid':
      return `A late-cancellation fee of ${amount} was charged to your card.`;
    case 'requested':
      return `Your bank needs you to confirm the ${amount} late-cancellation fee: we have e-mailed you a link to pay it.`;
    case 'failed':
      return `Your card was declined for the ${amount} late-cancellation fee: we have e-mailed you a link to pay it.`;
    case 'charging':
      return `The ${amount} late-cancellation fee is being charged.`;
  }
}
