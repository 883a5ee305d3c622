import { describe, expect, it } from 'vitest';
import { emailKey, phoneKey, phoneSearchDigits } from './client-identity.ts';

describe('recognising a client', () => {
  it('reads one e-mail in any case of its letters and spacing as one', () => {
    expect(emailKey('  Ava.Jones@Example.CO.UK ')).toBe('ava.jones@example.co.uk');
  });

  it('folds only ASCII letters, so the code and the database key an address alike', () => {
    expect(emailKey('ΟΔΥΣΣΕΑΣ@Example.gr')).toBe('ΟΔΥΣΣΕΑΣ@example.gr');
  });

  it.each([
    ['07700 900222', '7700900222'],
    ['+44 7700 900222', '7700900222'],
    ['0044 7700 900222', '7700900222'],
    ['900 222', '900222'],
  ])('looks for %s as the digits %s', (typed, digits) => {
    expect(phoneSearchDigits(typed)).toBe(digits);
  });

  it.each([
    '07700 900123',
    '+44 7700 900123',
    '0044 (0)7700-900123',
    '+44 (0) 7700 900 123',
    '7700 900123',
    '44 7700 900123',
    '440 7700 900123',
  ])('reads %s as the same phone', (written) => {
    expect(phoneKey(written)).toBe('+447700900123');
  });

  it('compares numbers whole: an Indian mobile is not the UK number ending in the same digits', () => {
    expect(phoneKey('+91 74004 79053')).toBe('+917400479053');
    expect(phoneKey('+44 7400 479053')).not.toBe(phoneKey('+91 74004 79053'));
  });
});
