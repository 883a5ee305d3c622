import { describe, expect, it } from 'vitest';
import { emailKey, phoneKey, phoneSearchDigits } from './client-identity.ts';

describe('recognising a client', () => {
  it('reads one e-mail in any case and spacing as one', () => {
    expect(emailKey('  Ava.Jones@Example.CO.UK ')).toBe('ava.jones@example.co.uk');
  });

  it.each([
    ['07700 900222', '7700900222'],
    ['+44 7700 900222', '7700900222'],
    ['0044 7700 900222', '7700900222'],
    ['900 222', '900222'],
  ])('looks for %s as the digits %s', (typed, digits) => {
    expect(phoneSearchDigits(typed)).toBe(digits);
  });

  it.each(['07700 900123', '+44 7700 900123', '0044 (0)7700-900123', '+44 (0) 7700 900 123'])('reads %s as the same phone', (written) => {
    expect(phoneKey(written)).toBe('7700900123');
  });
});
