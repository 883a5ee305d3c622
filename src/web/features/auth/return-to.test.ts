import { describe, expect, it } from 'vitest';
import { safeReturnTo, signInPathFor } from './return-to.ts';

describe('safeReturnTo', () => {
  it.each([
    ['/admin/appointments?q=ann', '/admin/appointments?q=ann'],
    ['/admin', '/admin'],
    [null, '/admin'],
    ['', '/admin'],
    ['https://evil.example/admin', '/admin'],
    ['//evil.example/admin', '/admin'],
    ['/administrator', '/admin'],
    ['/admin/login', '/admin'],
    ['/admin\\..\\x', '/admin'],
    ['/checkout', '/admin'],
  ])('%s → %s', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });

  it('builds the sign-in link with the page to come back to', () => {
    expect(signInPathFor('/admin/appointments?q=a b')).toBe('/admin/login?returnTo=%2Fadmin%2Fappointments%3Fq%3Da%20b');
  });
});
