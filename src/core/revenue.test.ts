import { describe, expect, it } from 'vitest';
import { countedRevenuePence, countsAsBooking, type RevenueFacts } from './revenue.ts';

const facts = (overrides: Partial<RevenueFacts>): RevenueFacts => ({
  status: 'confirmed',
  paymentMode: 'pay_in_salon',
  pricePence: 5000,
  amountPaidPence: 0,
  refundedPence: 0,
  ...overrides,
});

describe('countedRevenuePence', () => {
  it.each<[string, Partial<RevenueFacts>, number]>([
    ['completed, paid at the salon: the price', { status: 'completed' }, 5000],
    ['confirmed, paying at the salon later: nothing yet', { status: 'confirmed' }, 0],
    ['confirmed, paid in full online: the payment', { paymentMode: 'pay_now', amountPaidPence: 5000 }, 5000],
    ['confirmed, deposit paid: the deposit', { paymentMode: 'deposit', amountPaidPence: 1000 }, 1000],
    ['completed after a deposit: deposit plus the balance at the salon', { status: 'completed', paymentMode: 'deposit', amountPaidPence: 1000 }, 5000],
    ['completed, paid online: the payment, nothing more at the salon', { status: 'completed', paymentMode: 'pay_now', amountPaidPence: 5000 }, 5000],
    ['no-show paying at the salon: nothing', { status: 'no_show' }, 0],
    ['no-show with a kept deposit: the deposit', { status: 'no_show', paymentMode: 'deposit', amountPaidPence: 1000 }, 1000],
    ['full refund: nothing', { status: 'cancelled_full_refund', paymentMode: 'pay_now', amountPaidPence: 5000, refundedPence: 5000 }, 0],
    ['partial refund: what was kept', { status: 'cancelled_partial_refund', paymentMode: 'pay_now', amountPaidPence: 5000, refundedPence: 4000 }, 1000],
    ['late cancellation, nothing refunded: all that was paid', { status: 'cancelled_no_refund', paymentMode: 'deposit', amountPaidPence: 1000 }, 1000],
    ['cancelled, nothing paid: nothing', { status: 'cancelled_no_refund' }, 0],
    ['paid after the hold expired and refunded: nothing', { status: 'cancelled_expired', paymentMode: 'pay_now', amountPaidPence: 5000, refundedPence: 5000 }, 0],
    ['unpaid hold: nothing', { status: 'reserved_unpaid', paymentMode: 'deposit' }, 0],
  ])('%s', (_, overrides, expected) => {
    expect(countedRevenuePence(facts(overrides))).toBe(expected);
  });
});

describe('countsAsBooking', () => {
  it('counts confirmed and completed appointments only', () => {
    expect(countsAsBooking('confirmed')).toBe(true);
    expect(countsAsBooking('completed')).toBe(true);
    for (const status of ['no_show', 'reserved_unpaid', 'cancelled_no_refund', 'cancelled_expired'] as const) {
      expect(countsAsBooking(status)).toBe(false);
    }
  });
});
