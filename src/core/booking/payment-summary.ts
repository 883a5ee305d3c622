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
