import { describe, expect, it } from 'vitest';
import { cancelledPaymentLine, depositSplit, paymentLine } from './payment-summary.ts';

describe('where a booking’s money stands', () => {
  it.each([
    [{ paymentMode: 'deposit', pricePence: 12000, paidPence: 2400 }, 'Deposit paid £24.00 · £96.00 to pay at the salon'],
    [{ paymentMode: 'pay_now', pricePence: 12000, paidPence: 12000 }, 'Paid in full £120.00'],
    [{ paymentMode: 'pay_in_salon', pricePence: 12000, paidPence: 0 }, '£120.00 to pay at the salon'],
    [{ paymentMode: 'pay_now', pricePence: 12000, paidPence: 5000 }, 'Paid £50.00 · £70.00 to pay at the salon'],
    [{ paymentMode: 'deposit', pricePence: 4500, paidPence: 0 }, '£45.00 to pay at the salon'],
  ] as const)('%j reads "%s"', (facts, line) => {
    expect(paymentLine(facts)).toBe(line);
  });

  it('says what a cancelled booking paid and got back, never that anything is left to pay at the salon', () => {
    expect(cancelledPaymentLine({ paidPence: 0, refundPence: 0 })).toBe('Nothing was paid');
    expect(cancelledPaymentLine({ paidPence: 0, refundPence: 8500 })).toBe('Paid £85.00 · refunded in full');
    expect(cancelledPaymentLine({ paidPence: 2700, refundPence: 10800 })).toBe('Paid £135.00 · £108.00 refunded, £27.00 kept');
    expect(cancelledPaymentLine({ paidPence: 2700, refundPence: 0 })).toBe('Paid £27.00 · not refunded');
  });

  it('splits a price into the deposit and what is left, to the penny', () => {
    expect(depositSplit(12000, 20)).toEqual({ depositPence: 2400, balancePence: 9600 });
    expect(depositSplit(4550, 20)).toEqual({ depositPence: 910, balancePence: 3640 });
    expect(depositSplit(999, 33)).toEqual({ depositPence: 330, balancePence: 669 });
  });
});
