import { describe, expect, it } from 'vitest';
import { plural, pluralWord } from './plural.ts';

describe('counted words in en-GB', () => {
  it.each([
    [0, '0 appointments'],
    [1, '1 appointment'],
    [2, '2 appointments'],
    [1500, '1,500 appointments'],
    [1.5, '1.5 appointments'],
  ])('%s → %s', (n, said) => {
    expect(plural(n, 'appointment')).toBe(said);
  });

  it('takes the irregular plural it is given', () => {
    expect(plural(1, 'person', 'people')).toBe('1 person');
    expect(plural(3, 'person', 'people')).toBe('3 people');
    expect(plural(2, "hour's", "hours'")).toBe("2 hours'");
  });

  it('gives the verb that agrees with the count', () => {
    expect(`${plural(1, 'booked appointment')} ${pluralWord(1, 'falls', 'fall')}`).toBe('1 booked appointment falls');
    expect(`${plural(4, 'booked appointment')} ${pluralWord(4, 'falls', 'fall')}`).toBe('4 booked appointments fall');
  });
});
