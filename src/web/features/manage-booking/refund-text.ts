import { formatGBP, penceToPounds } from '../../../core/money.ts';
import { listOf, plural } from '../../../core/plural.ts';
import type { ManagedBooking } from '../../../core/schemas/notifications.schema.ts';
import { formatLongDate, formatTime } from '../../lib/format.ts';

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

/** What the cancel question cancels (issue 40): every service of the visit, and when, e.g. 'Cut (Standard) and…'. */
export function cancelledWhatSentence(b: Pick<ManagedBooking, 'services' | 'serviceName' | 'variantName' | 'start'>): string {
  const parts = b.services?.map((p) => ({ name: p.service.name, variant: p.variantName })) ?? [
    { name: b.serviceName, variant: b.variantName },
  ];
  const names = parts.map((p) => `${p.name} (${p.variant})`);
  return `This cancels your ${listOf(names, 'and')} on ${formatLongDate(b.start)} at ${formatTime(b.start)}.`;
}
