import { formatGBP, penceToPounds, poundsToPence } from '../../../../core/money.ts';
import { plural } from '../../../../core/plural.ts';
import type { FeeRevenue } from '../../../../core/schemas/revenue.schema.ts';

/**
 * The report's no-show and late-cancellation fees in a sentence (issue 26): '£22.50 from 2 fees (no-shows £13.50, late
 * cancellations £9.00)', or null when none were kept in the period. Summed in pence, as the totals are.
 */
export function keptFeesText(fees: FeeRevenue): string | null {
  const total = penceToPounds(poundsToPence(fees.noShow) + poundsToPence(fees.lateCancellation));
  if (fees.count === 0 || total <= 0) return null;
  return `${formatGBP(total)} from ${plural(fees.count, 'fee')} (no-shows ${formatGBP(fees.noShow)}, late cancellations ${formatGBP(fees.lateCancellation)})`;
}
