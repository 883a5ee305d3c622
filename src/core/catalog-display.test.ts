import { describe, expect, it } from 'vitest';
import { durationLabel, durationRangeLabel, priceRangeLabel } from './catalog-display.ts';

describe('priceRangeLabel (spec §5 display rules)', () => {
  it.each([
    ['one price', [{ price: 25 }], 'From £25.00'],
    ['the cheapest of several', [{ price: 40 }, { price: 25 }, { price: 32.5 }], 'From £25.00'],
    ['zero prices ignored', [{ price: 0 }, { price: 45 }], 'From £45.00'],
    ['non-numbers ignored', [{ price: Number.NaN }, { price: 12.5 }], 'From £12.50'],
    ['thousands separated', [{ price: 1234.5 }], 'From £1,234.50'],
    ['only zero prices', [{ price: 0 }], null],
    ['no variants', [], null],
  ])('%s', (_label, variants, text) => {
    expect(priceRangeLabel(variants)).toBe(text);
  });
});

describe('durationRangeLabel (spec §5 display rules)', () => {
  it.each([
    ['a range', [{ durationMin: 60 }, { durationMin: 30 }, { durationMin: 45 }], '30–60 min'],
    ['equal min and max', [{ durationMin: 45 }, { durationMin: 45 }], '45 min'],
    ['a single variant', [{ durationMin: 90 }], '90 min'],
    ['empty durations ignored', [{ durationMin: null }, {}, { durationMin: 0 }, { durationMin: 20 }], '20 min'],
    ['no durations', [{ durationMin: null }, {}], null],
    ['no variants', [], null],
  ])('%s', (_label, variants, text) => {
    expect(durationRangeLabel(variants)).toBe(text);
  });
});

describe('durationLabel', () => {
  it('says a visit’s total time in hours and minutes', () => {
    expect([45, 60, 135, 180].map(durationLabel)).toEqual(['45 min', '1 h', '2 h 15 min', '3 h']);
  });
});
