import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { staffSessions } from '../../db/schema/auth.ts';
import { givenStaff } from '../../../../tests/builders/staff.builder.ts';
import { signInAsStaff } from '../../../../tests/support/staff-session.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { noSalon, salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { hashToken } from './sessions.service.ts';
import { SIGN_IN_LIMITS } from './sign-in.service.ts';

const NOW = new Date('2026-11-23T08:00:00Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
const hours = (n: number) => minutes(n * 60);

describe.each(engines)('staff sign-in and sessions (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, { given: noSalon, signIn: false });
  beforeEach(() => s.setNow(NOW));

  const login = (email: string, password: string, cookie?: string) =>
    s.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers: cookie ? { cookie } : {} });
  const me = (cookie?: string) => s.app.inject({ url: '/api/auth/me', headers: cookie ? { cookie } : {} });
  const cookieOf = (res: Awaited<ReturnType<typeof login>>) => {
    const c = res.cookies[0]!;
    return `${c.name}=${c.value}`;
  };

  it('signs in with a session cookie scripts cannot read, and me answers who is signed in', async () => {
    const staff = await givenStaff(s.db, { email: 'jo@salon.example', name: 'Jo Baker' });
    const res = await login('Jo@Salon.example', staff.password);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ _id: staff.id, name: 'Jo Baker', email: 'jo@salon.example', role: 'owner', beauticianId: null });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^salon_session=[\w-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).toMatch(/Max-Age=604800/);
    expect(setCookie).not.toMatch(/Secure/);

    const who = await me(cookieOf(res));
    expect(who.statusCode).toBe(200);
    expect(who.json()).toEqual({ _id: staff.id, name: 'Jo Baker', email: 'jo@salon.example', role: 'owner', beauticianId: null });

    // Only the token's hash is stored.
    const token = res.cookies[0]!.value;
    const rows = await s.db.select().from(staffSessions).where(eq(staffSessions.userId, staff.id));
    expect(rows.map((r) => r.tokenHash)).toEqual([hashToken(token)]);
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const staff = await givenStaff(s.db);
    const wrongPassword = await login(staff.email, 'not-the-password', undefined);
    const unknownEmail = await s.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@salon.example', password: 'not-the-password' },
      remoteAddress: '10.0.0.2',
    });
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Incorrect email or password.', code: 'INVALID_CREDENTIALS' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('answers 401 to me without a session, and 400 to a sign-in without a password', async () => {
    expect((await me()).statusCode).toBe(401);
    expect((await me()).json()).toEqual({ error: 'Please sign in to continue.', code: 'UNAUTHENTICATED' });
    const res = await s.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'jo@salon.example' } });
    expect(res.statusCode).toBe(400);
  });

  it('issues a new session on every sign-in and ends the one the browser held before', async () => {
    const staff = await givenStaff(s.db);
    const first = cookieOf(await login(staff.email, staff.password));
    const second = cookieOf(await login(staff.email, staff.password, first));
    expect(second).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('signs out on the server: the old cookie no longer opens anything', async () => {
    const cookie = await signInAsStaff(s.app, s.db);
    const out = await s.as(cookie).call('POST', '/api/auth/logout');
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/^salon_session=;.*Expires=Thu, 01 Jan 1970/);

    const again = await me(cookie);
    expect(again.statusCode).toBe(401);
    expect((await s.as(cookie).call('POST', '/api/auth/logout')).statusCode).toBe(401);
  });

  it('ends a session left idle longer than 12 hours, while use keeps it alive', async () => {
    const cookie = await signInAsStaff(s.app, s.db);
    s.setNow(hours(11));
    expect((await me(cookie)).statusCode).toBe(200);
    s.setNow(hours(22));
    expect((await me(cookie)).statusCode).toBe(200);
    s.setNow(minutes(22 * 60 + 12 * 60 + 1));
    const expired = await me(cookie);
    expect(expired.statusCode).toBe(401);
    // The browser is told to drop the dead cookie.
    expect(String(expired.headers['set-cookie'])).toMatch(/^salon_session=;/);
  });

  it('ends every session 7 days after sign-in, however busy', async () => {
    const cookie = await signInAsStaff(s.app, s.db);
    for (let h = 10; h < 7 * 24; h += 10) {
      s.setNow(hours(h));
      expect((await me(cookie)).statusCode).toBe(200);
    }
    s.setNow(hours(7 * 24));
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('records activity at most once a minute', async () => {
    const staff = await givenStaff(s.db);
    const res = await login(staff.email, staff.password);
    const cookie = cookieOf(res);
    const lastSeen = async () =>
      (
        await s.db
          .select()
          .from(staffSessions)
          .where(eq(staffSessions.tokenHash, hashToken(res.cookies[0]!.value)))
      )[0]!.lastSeenAt;

    s.setNow(minutes(0.5));
    await me(cookie);
    expect(await lastSeen()).toEqual(NOW);
    s.setNow(minutes(2));
    await me(cookie);
    expect(await lastSeen()).toEqual(minutes(2));
  });

  describe('sign-in rate limit', () => {
    const attempt = (email: string, password: string, ip: string) =>
      s.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });
    const tooMany = { error: 'Too many sign-in attempts. Please wait 15 minutes and try again.', code: 'RATE_LIMITED' };

    it('refuses a sixth attempt at one e-mail for 15 minutes, even with the right password', async () => {
      const staff = await givenStaff(s.db);
      const other = await givenStaff(s.db);
      for (let i = 0; i < 5; i++) expect((await attempt(staff.email, 'wrong-guess', '10.1.0.1')).statusCode).toBe(401);

      const sixth = await attempt(staff.email, 'wrong-guess', '10.1.0.1');
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toEqual(tooMany);
      expect((await attempt(staff.email, staff.password, '10.1.0.9')).statusCode).toBe(429);
      // Another account from the same address is not locked out.
      expect((await attempt(other.email, other.password, '10.1.0.1')).statusCode).toBe(200);

      s.setNow(minutes(16));
      expect((await attempt(staff.email, staff.password, '10.1.0.1')).statusCode).toBe(200);
    });

    it('forgets an e-mail’s failures once its owner signs in', async () => {
      const staff = await givenStaff(s.db);
      for (let i = 0; i < 4; i++) await attempt(staff.email, 'wrong-guess', '10.2.0.1');
      expect((await attempt(staff.email, staff.password, '10.2.0.1')).statusCode).toBe(200);
      for (let i = 0; i < 5; i++) expect((await attempt(staff.email, 'wrong-guess', '10.2.0.1')).statusCode).toBe(401);
      expect((await attempt(staff.email, 'wrong-guess', '10.2.0.1')).statusCode).toBe(429);
    });

    it('checks at most five passwords of a burst of 200 at one e-mail; the rest, the right one among them, are refused', async () => {
      const staff = await givenStaff(s.db);
      const burst = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          attempt(staff.email, i === 150 ? staff.password : 'wrong-guess', `10.4.${Math.floor(i / 100)}.${i % 100}`),
        ),
      );
      const codes = burst.map((r) => r.statusCode);
      expect(codes.filter((c) => c !== 429)).toHaveLength(SIGN_IN_LIMITS.perEmail);
      expect(codes.filter((c) => c === 429)).toHaveLength(200 - SIGN_IN_LIMITS.perEmail);
      // The right password came after the limit was taken: refused like the guesses around it.
      expect(codes[150]).toBe(429);
      expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(0);
    });

    it('refuses an address after 20 failures across any e-mails', async () => {
      const staff = await givenStaff(s.db);
      for (let i = 0; i < 20; i++) {
        expect((await attempt(`guess-${i}@salon.example`, 'wrong-guess', '10.3.0.1')).statusCode).toBe(401);
      }
      expect((await attempt(staff.email, staff.password, '10.3.0.1')).json()).toEqual(tooMany);
      expect((await attempt(staff.email, staff.password, '10.3.0.2')).statusCode).toBe(200);
    });
  });
});
