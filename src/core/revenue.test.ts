import { describe, expect, it } from 'vitest';
import { balancePence, countedRevenuePence, countsAsBooking, duePence, owedPence, type RevenueFacts } from './revenue.ts';

const facts = (overrides: Partial<RevenueFacts>): RevenueFacts => ({
  status: 'confirmed',
  pricePence: 5000,
  amountPaidPence: 0,
  refundedPence: 0,
  salonTakenPence: 0,
  discountPence: 0,
  ...overrides,
});

describe('countedRevenuePence', () => {
  it.each<[string, Partial<RevenueFacts>, number]>([
    ['confirmed, paying at the salon later: the price, still due', { status: 'confirmed' }, 5000],
    ['confirmed, deposit paid: the price (deposit taken, balance due)', { amountPaidPence: 1000 }, 5000],
    ['confirmed, paid more online than the price now is: what was taken', { amountPaidPence: 6000 }, 6000],
    ['completed, checked out at the price: what the salon took', { status: 'completed', salonTakenPence: 5000 }, 5000],
    ['completed with a discount: what was taken, not the price', { status: 'completed', salonTakenPence: 4000, discountPence: 1000 }, 4000],
    ['completed, £10 still owed: the price, taken and owed', { status: 'completed', salonTakenPence: 4000 }, 5000],
    [
      'completed after a deposit, a discount on the rest: the price less the discount',
      { status: 'completed', amountPaidPence: 1000, salonTakenPence: 3500, discountPence: 500 },
      4500,
    ],
    [
      'completed with an extra on top of a discount: what was taken',
      { status: 'completed', salonTakenPence: 4800, discountPence: 500 },
      4800,
    ],
    [
      'completed after a deposit: deposit plus the balance taken',
      { status: 'completed', amountPaidPence: 1000, salonTakenPence: 4000 },
      5000,
    ],
    ['completed, paid online, nothing at the salon: the payment', { status: 'completed', amountPaidPence: 5000 }, 5000],
    ['completed, every salon entry reversed: the price, owed again', { status: 'completed', salonTakenPence: 0 }, 5000],
    ['completed, given free: nothing', { status: 'completed', discountPence: 5000 }, 0],
    [
      'confirmed with a deposit: a discount is only given at the checkout, but would count too',
      { amountPaidPence: 1000, discountPence: 1000 },
      4000,
    ],
    ['no-show paying at the salon: nothing', { status: 'no_show' }, 0],
    ['no-show with a kept deposit: the deposit', { status: 'no_show', amountPaidPence: 1000 }, 1000],
    ['full refund: nothing', { status: 'cancelled_full_refund', amountPaidPence: 5000, refundedPence: 5000 }, 0],
    ['partial refund: what was kept', { status: 'cancelled_partial_refund', amountPaidPence: 5000, refundedPence: 4000 }, 1000],
    ['late cancellation, nothing refunded: all that was paid', { status: 'cancelled_no_refund', amountPaidPence: 1000 }, 1000],
    ['cancelled, nothing paid: nothing', { status: 'cancelled_no_refund' }, 0],
    ['paid after the hold expired and refunded: nothing', { status: 'cancelled_expired', amountPaidPence: 5000, refundedPence: 5000 }, 0],
    ['unpaid hold: nothing', { status: 'reserved_unpaid' }, 0],
  ])('%s', (_, overrides, expected) => {
    expect(countedRevenuePence(facts(overrides))).toBe(expected);
  });

  it('counts as due only the balance of a confirmed visit', () => {
    expect(duePence(facts({ amountPaidPence: 1000 }))).toBe(4000);
    expect(duePence(facts({ status: 'completed', salonTakenPence: 1000 }))).toBe(0);
    expect(duePence(facts({ status: 'no_show' }))).toBe(0);
  });

  it('counts as owed only what a checked-out visit has not paid of its price less discounts', () => {
    expect(owedPence(facts({ status: 'completed', salonTakenPence: 4500 }))).toBe(500);
    expect(owedPence(facts({ status: 'completed', salonTakenPence: 4500, discountPence: 500 }))).toBe(0);
    // A later payment clears it; an extra owes nothing back.
    expect(owedPence(facts({ status: 'completed', salonTakenPence: 5200 }))).toBe(0);
    expect(owedPence(facts({ amountPaidPence: 1000 }))).toBe(0);
    expect(owedPence(facts({ status: 'no_show' }))).toBe(0);
    // The auto-complete job records the whole balance as 'not recorded': taken, so neither owed nor a discount.
    expect(owedPence(facts({ status: 'completed', amountPaidPence: 1000, salonTakenPence: 4000 }))).toBe(0);
  });

  it('balances against the price less discounts: negative for an extra', () => {
    expect(balancePence(facts({ salonTakenPence: 4000, discountPence: 500 }))).toBe(500);
    expect(balancePence(facts({ salonTakenPence: 5000, discountPence: 500 }))).toBe(-500);
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
