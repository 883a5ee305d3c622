import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';
import { nameFromEmail, normaliseEmail } from './staff-accounts.ts';

describe('passwords', () => {
  it('are stored as argon2id with OWASP’s parameters and a salt of their own', async () => {
    const first = await hashPassword('willow-demo-2026');
    const second = await hashPassword('willow-demo-2026');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword(first, 'willow-demo-2026')).toBe(true);
    expect(await verifyPassword(first, 'willow-demo-2027')).toBe(false);
  });

  it('say no, without throwing, for an unknown user or a damaged hash', async () => {
    expect(await verifyPassword(undefined, 'anything at all')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything at all')).toBe(false);
  });
});

describe('staff e-mails and names', () => {
  it('compares e-mails without case and derives a readable default name', () => {
    expect(normaliseEmail('  Jo.Baker@Salon.Example ')).toBe('jo.baker@salon.example');
    expect(nameFromEmail('jo.baker@salon.example')).toBe('Jo Baker');
    expect(nameFromEmail('manager@salon.example')).toBe('Manager');
  });
});
