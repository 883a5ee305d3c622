import { afterAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { appointments } from '../db/schema/booking.ts';
import { bookingRequest } from '../../../tests/builders/booking.builder.ts';
import { proxiedDatabase } from '../../../tests/support/tcp-proxy.ts';
import { engines } from '../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../tests/support/salon-app.ts';

// Monday 23 Nov 2026, 08:00 in London.
const NOW = new Date('2026-11-23T08:00:00Z');
/** The app's DATABASE_CONNECT_TIMEOUT_SECONDS here: short, so the test is quick; the default is 10 s. */
const CONNECT_TIMEOUT_MS = 1_000;
/** Far longer than the timeout: a request still waiting by then is hanging, and the test fails on its own timeout. */
const HANG = 20_000;
const UNAVAILABLE = {
  error: 'The booking system is briefly unavailable. Nothing was changed. Please try again in a minute.',
  code: 'DATABASE_UNAVAILABLE',
};

/**
 * Issue 23: a PostgreSQL server that accepts connections and never answers (hung, or a network dropping packets)
 * held every request until the operating system gave up. With the connect timeout the request answers 503 with
 * Retry-After, as for a server that is gone (docs/decisions/0022). PostgreSQL only: PGlite lives in the process.
 */
describe.runIf(engines.includes('postgres'))('a database that accepts and never answers (postgres)', () => {
  const proxy = proxiedDatabase({ connectTimeoutMs: CONNECT_TIMEOUT_MS });
  const s = salonAppForSuite('postgres', NOW, { app: { appDatabase: proxy.appDatabase } });
  // Before the app closes: what waits on the stalled proxy is let go.
  afterAll(() => proxy.mend());

  const book = (startISO: string) =>
    s.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: bookingRequest({ serviceId: s.cut, beauticianId: s.alice, startISO }),
    });
  const stored = async () => (await s.db.select({ n: count() }).from(appointments))[0]!.n;

  it(
    'answers 503 with Retry-After instead of waiting, changes nothing, and works again once the server answers',
    async () => {
      expect((await book('2026-11-25T09:00:00.000Z')).statusCode).toBe(201);
      const before = await stored();

      proxy.stall();

      for (const res of [
        await book('2026-11-25T11:00:00.000Z'),
        await s.app.inject({ url: `/api/slots?beauticianId=${s.alice}&serviceId=${s.cut}&variantName=Standard&date=2026-11-26` }),
        await s.staff.get('/api/appointments'),
      ]) {
        expect(res.statusCode, res.body).toBe(503);
        expect(res.headers['retry-after']).toBe('30');
        expect(res.json()).toEqual(UNAVAILABLE);
      }
      expect(await stored()).toBe(before);

      proxy.mend();
      expect((await book('2026-11-25T11:00:00.000Z')).statusCode).toBe(201);
    },
    HANG,
  );
});
