import { describe, expect, it } from 'vitest';
import { didMost, notInVisit, paymentsOf, spreadAmount, spreadBill, spreadTip, tipRecipients, visitBeauticians } from './till-visit.ts';

// Alice's colour (£65) then Ben's cut (£40), nothing paid yet; and a three-part visit with Alice twice.
const COLOUR_AND_CUT = [
  { beauticianId: 'alice', pricePence: 6500, balancePence: 6500 },
  { beauticianId: 'ben', pricePence: 4000, balancePence: 4000 },
];
const ALICE_TWICE = [
  { beauticianId: 'alice', pricePence: 3000, balancePence: 3000 },
  { beauticianId: 'ben', pricePence: 4000, balancePence: 4000 },
  { beauticianId: 'alice', pricePence: 2000, balancePence: 2000 },
];
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('a visit’s bill over its parts', () => {
  it('spreads a payment by what each part still owes, to the penny', () => {
    expect(spreadAmount(10500, [6500, 4000], [6500, 4000])).toEqual([6500, 4000]);
    expect(spreadAmount(5000, [6500, 4000], [6500, 4000])).toEqual([3095, 1905]);
    // A part already paid gets nothing of the rest.
    expect(spreadAmount(2000, [0, 4000], [6500, 4000])).toEqual([0, 2000]);
  });

  it('spreads an extra beyond what the visit owes by price', () => {
    expect(spreadAmount(1050, [0, 0], [6500, 4000])).toEqual([650, 400]);
    expect(spreadAmount(11550, [6500, 4000], [6500, 4000])).toEqual([7150, 4400]);
  });

  it('pays each part off in a split payment, the discount taking what the payments left', () => {
    const bill = spreadBill(
      COLOUR_AND_CUT,
      [
        { amountPence: 5000, tipPence: 0 },
        { amountPence: 5000, tipPence: 0 },
      ],
      500,
      'even',
    );
    const paid = COLOUR_AND_CUT.map((_, i) => bill.payments[0]!.amounts[i]! + bill.payments[1]!.amounts[i]! + bill.discounts[i]!);
    expect(paid).toEqual([6500, 4000]);
    // What was left after the payments was in proportion to the prices, so the discount is too (£5 as £3.10 + £1.90).
    expect(bill.discounts).toEqual([310, 190]);
  });

  it('keeps the parts in step with the visit for any split', () => {
    for (const amounts of [[1], [333, 333, 334], [10499], [7000, 3500, 1]]) {
      const payments = amounts.map((amountPence) => ({ amountPence, tipPence: 7 }));
      const unpaid = Math.max(0, 10500 - sum(amounts));
      const bill = spreadBill(COLOUR_AND_CUT, payments, unpaid, 'even');
      for (const [i, p] of bill.payments.entries()) {
        expect(sum(p.amounts)).toBe(amounts[i]);
        expect(sum(p.tips)).toBe(7);
      }
      expect(sum(bill.discounts)).toBe(unpaid);
      for (const x of [...bill.payments.flatMap((p) => [...p.amounts, ...p.tips]), ...bill.discounts]) expect(x).toBeGreaterThanOrEqual(0);
    }
  });

  it('splits a tip evenly over the visit’s beauticians, each on their first part', () => {
    expect(visitBeauticians(ALICE_TWICE)).toEqual(['alice', 'ben']);
    expect(spreadTip(1000, COLOUR_AND_CUT, 'even')).toEqual([500, 500]);
    expect(spreadTip(1001, ALICE_TWICE, 'even')).toEqual([501, 500, 0]);
  });

  it('gives a tip to the one who did most by price, the earlier on a tie', () => {
    expect(didMost(ALICE_TWICE)).toBe('alice');
    expect(spreadTip(1000, ALICE_TWICE, 'most')).toEqual([1000, 0, 0]);
    expect(didMost([ALICE_TWICE[0]!, { beauticianId: 'ben', pricePence: 3000, balancePence: 0 }])).toBe('alice');
    expect(spreadTip(1000, COLOUR_AND_CUT, 'most')).toEqual([1000, 0]);
  });

  it('gives a tip to the beauticians named, and finds a name not in the visit', () => {
    expect(tipRecipients(ALICE_TWICE, ['ben'])).toEqual(['ben']);
    expect(spreadTip(1000, ALICE_TWICE, ['ben'])).toEqual([0, 1000, 0]);
    expect(spreadTip(999, ALICE_TWICE, ['ben', 'alice'])).toEqual([500, 499, 0]);
    expect(notInVisit(ALICE_TWICE, ['ben', 'cara'])).toEqual(['cara']);
  });

  it('records a one-service visit as before: everything on its one part', () => {
    const bill = spreadBill(
      [{ beauticianId: 'alice', pricePence: 4500, balancePence: 4500 }],
      [{ amountPence: 4000, tipPence: 300 }],
      500,
      'most',
    );
    expect(bill).toEqual({ payments: [{ amounts: [4000], tips: [300] }], discounts: [500] });
  });
});

describe('the payments a visit’s money entries were', () => {
  const at = new Date('2026-12-20T12:00:00Z');
  const entry = (id: string, appointmentId: string, method: string, paymentId: string | null = null) => ({
    id,
    appointmentId,
    paymentId,
    method,
    kind: method === 'online' ? 'online_payment' : 'salon_payment',
    takenAt: at,
    testMoney: false,
  });

  it('puts the shares of one payment together, online by instant (one to a part), the till by its payment id', () => {
    const grouped = paymentsOf([
      entry('o1', 'colour', 'online'),
      entry('o2', 'cut', 'online'),
      entry('c1', 'colour', 'card', 'pay-1'),
      entry('c2', 'cut', 'card', 'pay-1'),
      entry('c3', 'colour', 'card', 'pay-2'),
      entry('o3', 'colour', 'online'),
    ]);
    expect(grouped.map((payment) => payment.map((e) => e.id))).toEqual([['o1', 'o2'], ['c1', 'c2'], ['c3'], ['o3']]);
  });
});
