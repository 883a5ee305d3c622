import { describe, expect, it } from 'vitest';
import { engines } from '../../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { staffTokens, staffUsers } from '../../db/schema/auth.ts';
import { issueFirstRunCode } from './first-run.service.ts';

const NOW = new Date('2026-11-23T08:00:00Z');
const OWNER = { name: 'Rosa Willow', email: 'Rosa@Willow.example', password: 'a long owner password' };

describe.each(engines)('a live salon’s first start: the owner’s account from the code in the log (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, {
    app: { testPayments: false },
    given: async (t) => ({ code: (await issueFirstRunCode(t.db, NOW))! }),
    signIn: false,
  });

  const status = async () => (await s.app.inject({ url: '/api/auth/first-run' })).json();
  const setUp = (body: object, remoteAddress = '203.0.113.50') =>
    s.app.inject({ method: 'POST', url: '/api/auth/first-run', payload: body, remoteAddress });

  it('says the first-run page is open while there is no account', async () => {
    expect(await status()).toEqual({ needed: true });
    expect((await s.app.inject({ url: '/api/appointments' })).statusCode).toBe(401);
  });

  it('refuses a wrong code and a weak password, making no account', async () => {
    const wrong = await setUp({ ...OWNER, code: 'AAAA-BBBB-CCCC' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_CODE', details: { fields: { code: 'That code is not right' } } });
    const weak = await setUp({ ...OWNER, code: s.code, password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toBe('password: Password must be at least 8 characters');
    expect(await s.db.select().from(staffUsers)).toEqual([]);
  });

  it('turns away an address after 10 wrong codes, even with the right one', async () => {
    for (let i = 0; i < 10; i++) expect((await setUp({ ...OWNER, code: `WRNG-${i}000-0000` }, '203.0.113.51')).statusCode).toBe(400);
    expect((await setUp({ ...OWNER, code: s.code }, '203.0.113.51')).statusCode).toBe(429);
    expect(await s.db.select().from(staffUsers)).toEqual([]);
  });

  it('makes exactly one owner from five forms sent at once with the code typed loosely, signs them in, and closes the page', async () => {
    const typed = s.code.toLowerCase().replaceAll('-', ' ');
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => setUp({ ...OWNER, email: `owner${i}@willow.example`, code: typed })),
    );
    const made = results.filter((r) => r.statusCode === 200);
    expect(made).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409).map((r) => r.json().error)).toEqual(
      Array(4).fill('This salon already has a staff account. Please sign in.'),
    );
    const cookie = `${made[0]!.cookies[0]!.name}=${made[0]!.cookies[0]!.value}`;
    expect((await s.as(cookie).get('/api/auth/me')).json()).toMatchObject({ name: OWNER.name });
    expect(await s.db.select().from(staffUsers)).toHaveLength(1);
    expect(await s.db.select().from(staffTokens)).toEqual([]);
    expect(await status()).toEqual({ needed: false });
    expect((await setUp({ ...OWNER, code: s.code })).statusCode).toBe(409);
    expect(await issueFirstRunCode(s.db, NOW)).toBeUndefined();
  });
});
