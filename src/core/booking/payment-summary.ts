import { formatGBP, penceToPounds } from '../money.ts';
import type { PaymentMode } from '../schemas/appointment.schema.ts';
import { amountDuePence } from './payment-amount.ts';

const pounds = (pence: number) => formatGBP(penceToPounds(pence));

/**
 * What the customer pays now and at the salon, for a way to pay not yet chosen ('/checkout'): the deposit and the
 * balance, or the whole price. Amounts in pence.
 */
export function depositSplit(pricePence: number, depositPercent: number): { depositPence: number; balancePence: number } {
  const depositPence = amountDuePence('deposit', pricePence, depositPercent);
  return { depositPence, balancePence: pricePence - depositPence };
}

/**
 * One line saying where the money of a booking stands, the same on '/success', in the e-mails and on the
 * manage page: 'Deposit paid £24.00 · £96.00 to pay at the salon', 'Paid in full £120.00', '£120.00 to pay at
 * the salon'. `paidPence` is what was paid online and not refunded.
 */
export function paymentLine({
  paymentMode,
  pricePence,
  paidPence,
}: {
  paymentMode: PaymentMode;
  pricePence: number;
  paidPence: number;
}): string {
  const due = Math.max(0, pricePence - paidPence);
  if (paidPence <= 0) return `${pounds(due)} to pay at the salon`;
  if (due === 0) return `Paid in full ${pounds(paidPence)}`;
  const paid = paymentMode === 'deposit' ? 'Deposit paid' : 'Paid';
  return `${paid} ${pounds(paidPence)} · ${pounds(due)} to pay at the salon`;
}

/**
 * The same line for a cancelled booking, which leaves nothing to pay at the salon: what was paid online, and what of
 * it this cancellation sent back ('Paid £135.00 · £108.00 refunded, £27.00 kept'). `paidPence` is what is still
 * paid after the refund, `refundPence` the refund.
 */
export function cancelledPaymentLine({ paidPence, refundPence }: { paidPence: number; refundPence: number }): string {
  const paid = paidPence + refundPence;
  if (paid <= 0) return 'Nothing was paid';
  if (refundPence <= 0) return `Paid ${pounds(paid)} · not refunded`;
  if (paidPence <= 0) return `Paid ${pounds(paid)} · refunded in full`;
  return `Paid ${pounds(paid)} · ${pounds(refundPence)} refunded, ${pounds(paidPence)} kept`;
}
