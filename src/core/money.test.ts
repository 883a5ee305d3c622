import { describe, expect, it } from 'vitest';
import { apportionPence, formatGBP, penceToPounds, poundsToPence } from './money.ts';

describe('money', () => {
  it.each([
    [19.99, 1999],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [25, 2500],
    [0, 0],
    [1234.5, 123450],
    [-12.34, -1234],
  ])('%d pounds is %i pence', (pounds, pence) => {
    expect(poundsToPence(pounds)).toBe(pence);
  });

  it('refuses to store a non-number as money', () => {
    expect(() => poundsToPence(Number.NaN)).toThrow(RangeError);
  });

  it.each([
    [1999, 19.99],
    [2500, 25],
    [5, 0.05],
    [0, 0],
  ])('%i pence is %d pounds', (pence, pounds) => {
    expect(penceToPounds(pence)).toBe(pounds);
  });

  it.each([
    [1234.5, '£1,234.50'],
    [25, '£25.00'],
    [0.5, '£0.50'],
    [19.999, '£20.00'],
    [1_000_000, '£1,000,000.00'],
  ])('formats %d as %s', (pounds, text) => {
    expect(formatGBP(pounds)).toBe(text);
  });
});

describe('apportionPence', () => {
  it('spreads a deposit over a visit’s services by their prices, to the penny', () => {
    // colour £65, cut £40, blow-dry £25: a 20% deposit of £26.00
    expect(apportionPence(2600, [6500, 4000, 2500])).toEqual([1300, 800, 500]);
  });

  it('gives the pennies left to the largest remainders, and always adds up', () => {
    expect(apportionPence(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportionPence(1001, [3333, 3333, 3334])).toEqual([334, 333, 334]);
    for (const total of [0, 1, 7, 99, 12345]) {
      const shares = apportionPence(total, [499, 1, 2500, 0]);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
      expect(shares[3]).toBe(0);
    }
  });

  it('spreads evenly over free services and keeps the sign of a reversal', () => {
    expect(apportionPence(10, [0, 0])).toEqual([5, 5]);
    expect(apportionPence(-2600, [6500, 4000, 2500])).toEqual([-1300, -800, -500]);
  });

  it('refuses fractions of a penny and negative weights', () => {
    expect(() => apportionPence(10.5, [1])).toThrow(RangeError);
    expect(() => apportionPence(10, [-1, 2])).toThrow(RangeError);
    expect(() => apportionPence(10, [])).toThrow(RangeError);
  });
});
