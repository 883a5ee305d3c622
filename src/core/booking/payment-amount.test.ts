import { describe, expect, it } from 'vitest';
import { amountDuePence, holdExpiry } from './payment-amount.ts';

describe('the amount an online checkout charges', () => {
  it.each([
    ['pay_now', 4500, 20, 4500],
    ['deposit', 4500, 20, 900],
    ['deposit', 3333, 20, 667],
    ['deposit', 4500, 100, 4500],
    ['pay_in_salon', 4500, 20, 0],
  ] as const)('%s of %i pence at %i%% is %i pence', (mode, price, percent, expected) => {
    expect(amountDuePence(mode, price, percent)).toBe(expected);
  });

  it('never charges more than the price or less than nothing', () => {
    expect(amountDuePence('deposit', 1000, 150)).toBe(1000);
    expect(amountDuePence('deposit', 1000, -5)).toBe(0);
  });

  it('holds the slot for the given minutes', () => {
    expect(holdExpiry(new Date('2026-11-23T08:00:00Z'), 15)).toEqual(new Date('2026-11-23T08:15:00Z'));
  });
});
