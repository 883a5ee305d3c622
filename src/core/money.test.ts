import { describe, expect, it } from 'vitest';
import { formatGBP, penceToPounds, poundsToPence } from './money.ts';

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
