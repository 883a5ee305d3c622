import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address.ts';

describe('the address a limit counts a caller by', () => {
  it('keeps an IPv4 address whole, however it is written', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 caller by its /64, so each of its addresses is the same caller', () => {
    const home = addressKey('2001:db8:85a3:12::1');
    expect(addressKey('2001:0db8:85a3:0012:ffff:ffff:ffff:fffe')).toBe(home);
    expect(addressKey('2001:DB8:85A3:12:1234::9')).toBe(home);
    expect(home).toBe('2001:db8:85a3:12::/64');
    expect(addressKey('2001:db8:85a3:13::1')).not.toBe(home);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
