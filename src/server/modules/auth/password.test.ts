import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { hashPassword, PASSWORD_WORK, passwordWork, verifyPassword } from './password.ts';
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

describe('password work under a burst', () => {
  it('runs at most two argon2 computations at once and turns away what would queue past the limit', async () => {
    const stored = await hashPassword('right-password');
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, passwordWork().running)), 1);
    const burst = Array.from({ length: PASSWORD_WORK.maxWaiting + PASSWORD_WORK.concurrency + 10 }, () =>
      verifyPassword(stored, 'wrong-password').then(
        (ok) => (ok ? 'matched' : 'checked'),
        (err: unknown) => (err instanceof AppError ? err.code : 'failed'),
      ),
    );
    const outcomes = await Promise.all(burst);
    clearInterval(watch);
    expect(most).toBeLessThanOrEqual(PASSWORD_WORK.concurrency);
    // Those admitted are all checked; the ones past the queue are refused at once, not left waiting.
    expect(outcomes.filter((o) => o === 'checked').length).toBeGreaterThanOrEqual(PASSWORD_WORK.maxWaiting);
    expect(outcomes.filter((o) => o === 'BUSY').length).toBeGreaterThanOrEqual(10);
    expect(outcomes.filter((o) => o !== 'checked' && o !== 'BUSY')).toEqual([]);
    expect(passwordWork()).toEqual({ running: 0, waiting: 0 });
  });
});
