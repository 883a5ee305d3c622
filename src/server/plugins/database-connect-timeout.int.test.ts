import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { openDatabase } from '../db/client.ts';
import { appointments } from '../db/schema/booking.ts';
import { bookingRequest } from '../../../tests/builders/booking.builder.ts';
import { givenSalonWithCut } from '../../../tests/builders/scenario.builder.ts';
import { signInAsStaff } from '../../../tests/support/staff-session.ts';
import { startTcpProxy, type TcpProxy } from '../../../tests/support/tcp-proxy.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { engines } from '../../../tests/support/test-database.ts';

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
  let t: TestApp;
  let proxy: TcpProxy;
  let cookie: string;
  let salon: { alice: string; cut: string };

  beforeAll(async () => {
    t = await createTestApp('postgres', NOW, {
      appDatabase: async (database) => {
        const direct = new URL(database.url!);
        proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
        const viaProxy = new URL(direct);
        viaProxy.hostname = '127.0.0.1';
        viaProxy.port = String(proxy.port);
        return openDatabase({ databaseUrl: viaProxy.toString(), connectTimeoutMs: CONNECT_TIMEOUT_MS });
      },
    });
    salon = await givenSalonWithCut(t.db);
    cookie = await signInAsStaff(t.app, t.db);
  });
  afterAll(async () => {
    proxy?.mend();
    await t?.close();
    await proxy?.close();
  });

  const book = (startISO: string) =>
    t.app.inject({ method: 'POST', url: '/api/appointments', payload: bookingRequest({ serviceId: salon.cut, beauticianId: salon.alice, startISO }) });
  const stored = async () => (await t.db.select({ n: count() }).from(appointments))[0]!.n;

  it(
    'answers 503 with Retry-After instead of waiting, changes nothing, and works again once the server answers',
    async () => {
      expect((await book('2026-11-25T09:00:00.000Z')).statusCode).toBe(201);
      const before = await stored();

      proxy.stall();

      for (const res of [
        await book('2026-11-25T11:00:00.000Z'),
        await t.app.inject({ url: `/api/slots?beauticianId=${salon.alice}&serviceId=${salon.cut}&variantName=Standard&date=2026-11-26` }),
        await t.app.inject({ url: '/api/appointments', headers: { cookie } }),
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
