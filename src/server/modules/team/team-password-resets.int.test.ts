import { describe, expect, it } from 'vitest';
import { givenStaff } from '../../../../tests/builders/staff.builder.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { staffTokens, staffUsers } from '../../db/schema/auth.ts';
import { outboxMessages } from '../../db/schema/notifications.ts';

// Tuesday 24 Nov 2026, 09:00 in London. Decision 0029: nobody resets their own password from the Team screen (the
// salon must keep an owner who can sign in), and a deactivated account is reactivated before anything else.
const NOW = new Date('2026-11-24T09:00:00Z');

describe.each(engines)('password resets the Team screen refuses (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, {
    given: async (t) => ({ owner: await givenStaff(t.db, { email: 'rosa@willow.example', name: 'Rosa Owner' }) }),
    signIn: { email: 'rosa@willow.example' },
  });

  const signIn = (email: string, password: string) =>
    s.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const post = (url: string) => s.staff.post(url);
  /** What a reset would change: the accounts (a cleared password), their links and the mail waiting to go. */
  const accountsLinksAndMail = async () => [
    await s.db.select().from(staffUsers),
    await s.db.select().from(staffTokens),
    await s.db.select().from(outboxMessages),
  ];

  it('refuses an owner resetting their own password, in words, and they stay signed in with it', async () => {
    const before = await accountsLinksAndMail();
    const res = await post(`/api/team/${s.owner.id}/password-link`);
    expect([res.statusCode, res.json()]).toEqual([
      409,
      { code: 'NOT_YOURSELF', error: 'You cannot reset the password of your own account. Ask another owner.' },
    ]);
    expect(await accountsLinksAndMail()).toEqual(before);
    expect((await s.staff.get('/api/team')).statusCode).toBe(200);
    expect((await signIn(s.owner.email, s.owner.password)).statusCode).toBe(200);
  });

  it('refuses a reset of a deactivated account until it is reactivated, which brings back its own password', async () => {
    const leaver = await givenStaff(s.db, { email: 'leaver@willow.example', role: 'reception' });
    expect((await post(`/api/team/${leaver.id}/deactivate`)).statusCode).toBe(200);
    const before = await accountsLinksAndMail();
    const res = await post(`/api/team/${leaver.id}/password-link`);
    expect([res.statusCode, res.json()]).toEqual([
      409,
      { code: 'DEACTIVATED', error: 'This account is deactivated. Reactivate it first.' },
    ]);
    expect(await accountsLinksAndMail()).toEqual(before);

    expect((await post(`/api/team/${leaver.id}/reactivate`)).statusCode).toBe(200);
    expect((await signIn(leaver.email, leaver.password)).statusCode).toBe(200);
  });
});
