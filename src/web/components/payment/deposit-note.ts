import { depositSplit } from '../../../core/booking/payment-summary.ts';
import { formatGBP, penceToPounds, poundsToPence } from '../../../core/money.ts';

/** '£9.00 now, £36.00 at the salon' for the price chosen, once the salon's deposit share is known. */
export function depositNoteOf(price: number | undefined, depositPercent: number | undefined): string | undefined {
  if (price === undefined || depositPercent === undefined) return undefined;
  const { depositPence, balancePence } = depositSplit(poundsToPence(price), depositPercent);
  if (depositPence <= 0) return undefined;
  return `${formatGBP(penceToPounds(depositPence))} now, ${formatGBP(penceToPounds(balancePence))} at the salon`;
}
