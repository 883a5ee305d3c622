import { describe, expect, it } from 'vitest';
import { settleShortfall, shortfallQuestion, unpaidAfter } from './till-shortfall.ts';

describe('what a short till request leaves unpaid', () => {
  it('asks nothing when the payments meet or pass the balance, and ignores a choice sent anyway', () => {
    expect(settleShortfall(4500, 4500, undefined)).toEqual({ ok: true, discountPence: 0 });
    expect(settleShortfall(4500, 5000, undefined)).toEqual({ ok: true, discountPence: 0 });
    expect(settleShortfall(4500, 4500, 'discount')).toEqual({ ok: true, discountPence: 0 });
    // Paid in full online: no payment, nothing short.
    expect(settleShortfall(0, 0, undefined)).toEqual({ ok: true, discountPence: 0 });
  });

  it('refuses a short request that does not say what the rest is, naming the amount', () => {
    expect(settleShortfall(4500, 4000, undefined)).toEqual({
      ok: false,
      code: 'SHORTFALL_UNDECIDED',
      message: 'The payments leave £5.00 unpaid. Is the £5.00 a discount, or does the client still owe it?',
    });
  });

  it('records the rest as a discount, or nothing when it is owed', () => {
    expect(settleShortfall(4500, 4000, 'discount')).toEqual({ ok: true, discountPence: 500 });
    expect(settleShortfall(4500, 4000, 'owed')).toEqual({ ok: true, discountPence: 0 });
    // Given free: no payment, all of it a discount.
    expect(settleShortfall(4500, 0, 'discount')).toEqual({ ok: true, discountPence: 4500 });
  });

  it('counts a deposit paid online: the balance is what is left of the price', () => {
    // £45 with a £9 deposit: £36 due, £30 taken.
    expect(settleShortfall(3600, 3000, 'discount')).toEqual({ ok: true, discountPence: 600 });
    expect(unpaidAfter(3600, 4000)).toBe(0);
    expect(shortfallQuestion(600)).toContain('£6.00 unpaid');
  });
});
