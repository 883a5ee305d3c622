import { formatGBP, penceToPounds } from '../../../core/money.ts';
import { plural } from '../../../core/plural.ts';

/** What a cancellation gives back (pence, as the API sends them). */
export interface RefundFigures {
  refundAmount: number;
  amountPaid: number;
}

/** One sentence on the money, for the confirmation question and for the result. */
export function refundSentence({ refundAmount, amountPaid }: RefundFigures): string {
  if (refundAmount > 0) return `You will be refunded ${formatGBP(penceToPounds(refundAmount))}.`;
  if (amountPaid <= 0) return 'Nothing has been paid, so there is nothing to refund.';
  return "No refund is due under the salon's cancellation policy.";
}

/** The client's free-cancellation window, in words. */
export function freeCancellationSentence(hours: number): string {
  return `Cancelling at least ${plural(hours, 'hour')} before the appointment gets back everything you have paid.`;
}
