import { describe, expect, it } from 'vitest';
import { givenStaff } from '../../../../tests/builders/staff.builder.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { noSalon, salonAppForSuite } from '../../../../tests/support/salon-app.ts';

const NOW = new Date('2026-11-23T08:00:00Z');

describe.each(engines)('staff change their own password (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, { given: noSalon, signIn: false });

  const signIn = async (email: string, password: string) => {
    const res = await s.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    return res.statusCode === 200 ? `${res.cookies[0]!.name}=${res.cookies[0]!.value}` : undefined;
  };
  const change = (cookie: string | undefined, body: object) =>
    s.app.inject({ method: 'POST', url: '/api/auth/password', headers: cookie ? { cookie } : {}, payload: body });
  const me = async (cookie: string) => (await s.as(cookie).get('/api/auth/me')).statusCode;

  it('needs a session', async () => {
    expect((await change(undefined, { currentPassword: 'whatever-1', newPassword: 'whatever-2' })).statusCode).toBe(401);
  });

  it('refuses a wrong current password and a short new one, changing nothing', async () => {
    const staff = await givenStaff(s.db);
    const cookie = (await signIn(staff.email, staff.password))!;
    const wrong = await change(cookie, { currentPassword: 'not-my-password', newPassword: 'a brand new password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: 'That is not your current password.',
      code: 'WRONG_PASSWORD',
      details: { fields: { currentPassword: 'That is not your current password' } },
    });
    const short = await change(cookie, { currentPassword: staff.password, newPassword: 'short' });
    expect(short.json().error).toBe('newPassword: Password must be at least 8 characters');
    expect(await signIn(staff.email, staff.password)).toBeDefined();
  });

  it('takes the new password, keeps this session and ends the others', async () => {
    const staff = await givenStaff(s.db);
    const here = (await signIn(staff.email, staff.password))!;
    const elsewhere = (await signIn(staff.email, staff.password))!;
    const res = await change(here, { currentPassword: staff.password, newPassword: 'a brand new password' });
    expect(res.statusCode).toBe(204);
    expect(await me(here)).toBe(200);
    expect(await me(elsewhere)).toBe(401);
    expect(await signIn(staff.email, staff.password)).toBeUndefined();
    expect(await signIn(staff.email, 'a brand new password')).toBeDefined();
  });

  it('counts wrong current passwords against the sign-in limit, so a borrowed session cannot guess it', async () => {
    const staff = await givenStaff(s.db);
    const cookie = (await signIn(staff.email, staff.password))!;
    for (let i = 0; i < 5; i++)
      expect((await change(cookie, { currentPassword: `guess-${i}-guess`, newPassword: 'a brand new password' })).statusCode).toBe(400);
    expect((await change(cookie, { currentPassword: staff.password, newPassword: 'a brand new password' })).statusCode).toBe(429);
  });
});
