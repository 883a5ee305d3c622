import { describe, expect, it } from 'vitest';
import { planDemoAppointments } from './demo-appointments.ts';
import { demoTakings } from './demo-takings.ts';

describe('the demo’s till', () => {
  const prices = planDemoAppointments(new Date('2026-11-24T08:00:00Z'))
    .filter((a) => a.status === 'completed')
    .map((a) => a.variant.pricePence);
  const tills = demoTakings(prices);
  const payments = tills.flatMap((t) => t.payments);

  it('pays every completed visit, mostly in full, once with a returning client’s discount', () => {
    expect(tills).toHaveLength(prices.length);
    const taken = tills.map((t) => t.payments.reduce((sum, p) => sum + p.amountPence, 0));
    const discounted = prices.filter((price, n) => taken[n] !== price);
    expect(discounted).toHaveLength(1);
    const n = prices.indexOf(discounted[0]!);
    expect(taken[n]).toBe(Math.round(discounted[0]! * 0.9));
    // Said to be a discount (issue 23), so the visit owes nothing.
    expect(taken[n]! + tills[n]!.discountPence).toBe(discounted[0]);
    expect(tills.filter((t) => t.discountPence > 0)).toHaveLength(1);
  });

  it('mixes card and cash, with tips now and then and a bill split between the two', () => {
    expect(new Set(payments.map((p) => p.method))).toEqual(new Set(['card', 'cash']));
    expect(payments.filter((p) => p.method === 'card').length).toBeGreaterThan(payments.filter((p) => p.method === 'cash').length);
    expect(payments.filter((p) => p.tipPence > 0).length).toBeGreaterThanOrEqual(3);
    expect(payments.filter((p) => p.tipPence > 0).length).toBeLessThan(payments.length);
    expect(tills.some((t) => new Set(t.payments.map((p) => p.method)).size === 2)).toBe(true);
    for (const p of payments) expect(p.amountPence).toBeGreaterThan(0);
  });
});
