import { afterAll, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { appointments } from '../db/schema/booking.ts';
import { bookingRequest } from '../../../tests/builders/booking.builder.ts';
import { concrete, takesBody } from '../../../tests/support/route-urls.ts';
import type { Method } from '../../../tests/support/staff-requests.ts';
import { proxiedDatabase } from '../../../tests/support/tcp-proxy.ts';
import { describeOnPostgres } from '../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../tests/support/salon-app.ts';

// Monday 23 Nov 2026, 08:00 in London.
const NOW = new Date('2026-11-23T08:00:00Z');
const UNAVAILABLE = {
  error: 'The booking system is briefly unavailable. Nothing was changed. Please try again in a minute.',
  code: 'DATABASE_UNAVAILABLE',
};

interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
  json(): unknown;
}

/**
 * The app's connections (its pool and its change listener) go through a TCP proxy the test cuts and mends: a
 * PostgreSQL server that stops answering and comes back, without restarting the app. PGlite lives in the
 * process and cannot go away, so this runs on PostgreSQL only (TEST_DATABASE_URL).
 */
describeOnPostgres('a database outage (postgres)', () => {
  const proxy = proxiedDatabase();
  const lines: string[] = [];
  const s = salonAppForSuite('postgres', NOW, {
    app: { logLevel: 'warn', logStream: { write: (line) => void lines.push(line) }, appDatabase: proxy.appDatabase },
  });
  // Before the app closes: its connections end through a proxy that passes them.
  afterAll(() => proxy.reopen().catch(() => {}));

  const slots = (date: string) => `/api/slots?beauticianId=${s.alice}&serviceId=${s.cut}&variantName=Standard&date=${date}`;
  const book = (startISO: string) =>
    s.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: bookingRequest({ serviceId: s.cut, beauticianId: s.alice, startISO }),
    });
  const staffGet = (url: string) => s.staff.get(url);
  const stored = async () => (await s.db.select({ n: count() }).from(appointments))[0]!.n;
  const expectOutageAnswer = (res: Answer, what: string) => {
    expect(res.statusCode, `${what}: ${res.body}`).toBe(503);
    expect(res.headers['retry-after'], what).toBe('30');
    if (!what.startsWith('HEAD')) expect(res.json(), what).toEqual(UNAVAILABLE);
  };

  it('answers 503 with Retry-After while the server is gone, never 500, and recovers by itself', async () => {
    // Up: every call of the sample works (and warms the caches).
    expect((await s.app.inject({ url: slots('2026-11-25') })).statusCode).toBe(200);
    expect((await s.app.inject({ url: '/api/salon' })).statusCode).toBe(200);
    expect((await s.app.inject({ url: '/api/services' })).statusCode).toBe(200);
    expect((await book('2026-11-25T09:00:00.000Z')).statusCode).toBe(201);
    expect((await staffGet('/api/appointments')).statusCode).toBe(200);
    const before = await stored();

    await proxy.cut();

    // Routes that must reach the database: a day not asked before, a booking, a staff call (its session), health.
    expectOutageAnswer(await s.app.inject({ url: slots('2026-11-26') }), 'GET /api/slots');
    expectOutageAnswer(await book('2026-11-25T11:00:00.000Z'), 'POST /api/appointments');
    expectOutageAnswer(await staffGet('/api/appointments'), 'GET /api/appointments');
    const health = await s.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.headers['retry-after']).toBe('30');
    // The catalogue may still come from memory (fine: it is what the salon looked like a moment ago), or be a 503.
    for (const url of ['/api/salon', '/api/services']) {
      const res = await s.app.inject({ url });
      if (res.statusCode !== 200) expectOutageAnswer(res, `GET ${url}`);
    }
    // Every route, signed in: a 503 as above or its usual refusal, never a 500.
    for (const route of s.app.apiRoutes) {
      const what = `${route.method} ${route.url}`;
      const res = await s.staff.call(route.method as Method, concrete(route.url), takesBody(route.method) ? {} : undefined);
      expect(res.statusCode, what).not.toBe(500);
      if (res.statusCode === 503 && route.url !== '/api/health') expectOutageAnswer(res, what);
    }
    expect(await stored()).toBe(before);
    // Logged as warnings without a stack, not as request failures.
    const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string; err?: unknown });
    expect(logged.filter((l) => l.msg === 'database unavailable: answered 503').length).toBeGreaterThan(0);
    expect(logged.filter((l) => l.level >= 50)).toEqual([]);

    await proxy.reopen();

    // Back, with no restart: the same calls work again, and the session signed in before the outage still holds.
    expect((await s.app.inject({ url: slots('2026-11-26') })).statusCode).toBe(200);
    expect((await s.app.inject({ url: '/api/salon' })).statusCode).toBe(200);
    expect((await s.app.inject({ url: '/api/services' })).statusCode).toBe(200);
    expect((await book('2026-11-25T11:00:00.000Z')).statusCode).toBe(201);
    expect((await staffGet('/api/appointments')).json()).toHaveLength(2);
    expect((await s.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});
