import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '../../src/server/demo/demo-data.ts';
import { stopApp, type AppProcess } from '../support/app-process.ts';
import { countStatuses, reportFigures } from './support/figures.ts';
import { startStressApp } from './support/stress-app.ts';
import { createStressDatabase, type StressDatabase } from './support/stress-database.ts';

/** A live salon exactly as an owner starts it: production, its own PostgreSQL, an https address, nothing else. */
const LIVE_ENV = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://book.willowandrose.example',
  ADMIN_EMAIL: '',
  ADMIN_PASSWORD: '',
  LOG_LEVEL: 'info',
};
const OWNER = { name: 'Rosa Willow', email: 'rosa@willowandrose.example', password: 'the owner’s own password' };
const FIRST_RUN_LINE =
  /First start: open https:\/\/book\.willowandrose\.example\/admin\/setup and enter the one-time code (\w{4}-\w{4}-\w{4})/;

const post = (baseUrl: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
const getJson = async (baseUrl: string, path: string) => (await fetch(`${baseUrl}${path}`)).json();

describe('a live salon started as its owner would, with two processes on one PostgreSQL database', () => {
  let database: StressDatabase;
  let a: AppProcess;
  let b: AppProcess;

  beforeAll(async () => {
    database = await createStressDatabase('postgres');
    [a, b] = await Promise.all([startStressApp(database, { env: LIVE_ENV }), startStressApp(database, { env: LIVE_ENV })]);
  });
  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map(stopApp));
    await database?.destroy();
  });

  it('starts empty: no demo salon, no demo account, no test payments', async () => {
    expect(await getJson(a.baseUrl, '/api/services')).toEqual([]);
    expect(await getJson(a.baseUrl, '/api/beauticians')).toEqual([]);
    expect(await getJson(b.baseUrl, '/api/salon')).toMatchObject({ name: 'Beauty Salon', booking: { onlinePayment: 'off' } });
    expect(a.stdout() + b.stdout()).not.toContain(DEMO_STAFF.password);
    expect((await post(a.baseUrl, '/api/auth/login', { email: DEMO_STAFF.email, password: DEMO_STAFF.password })).status).toBe(401);
    const fakePayment = await fetch(`${a.baseUrl}/pay/offline_cs_00000000-0000-4000-8000-000000000000`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(fakePayment.status).toBe(404);
  });

  it('prints a one-time code in each log; the owner makes their account with one of them, through the other process', async () => {
    const code = FIRST_RUN_LINE.exec(a.stdout())?.[1];
    expect(code, a.stdout()).toBeDefined();
    expect(FIRST_RUN_LINE.test(b.stdout())).toBe(true);
    expect(await getJson(b.baseUrl, '/api/auth/first-run')).toEqual({ needed: true });
    const made = await post(b.baseUrl, '/api/auth/first-run', { ...OWNER, code });
    expect(made.status).toBe(200);
    // https PUBLIC_URL: the session cookie is Secure and host-only.
    expect(made.headers.get('set-cookie')).toMatch(/^__Host-salon_session=[\w-]+;.*Secure/);
    expect(await getJson(a.baseUrl, '/api/auth/first-run')).toEqual({ needed: false });
    expect((await post(a.baseUrl, '/api/auth/first-run', { ...OWNER, code })).status).toBe(409);
  });

  it('checks at most five passwords of a burst of 200 at the owner’s e-mail over both processes; the right one at 151 is refused', async () => {
    const burst = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        post(
          i % 2 ? b.baseUrl : a.baseUrl,
          '/api/auth/login',
          { email: OWNER.email, password: i === 150 ? OWNER.password : `guess number ${i}` },
          {
            'x-forwarded-for': `198.51.100.${i % 250}`,
          },
        ),
      ),
    );
    const statuses = burst.map((r) => r.status);
    const counted = countStatuses(statuses);
    expect(counted[200]).toBeUndefined();
    expect(counted[401]).toBe(5);
    expect(counted[429]).toBe(195);
    reportFigures('sign-in burst, two processes', {
      attempts: 200,
      passwordsChecked: counted[401] ?? 0,
      refused429: counted[429] ?? 0,
      rightPasswordAt151: statuses[150]!,
    });
  });

  it('keeps public pages answering while 400 sign-ins at different e-mails and addresses arrive at once', async () => {
    const started = Date.now();
    const burst = Promise.all(
      Array.from({ length: 400 }, (_, i) =>
        post(
          i % 2 ? b.baseUrl : a.baseUrl,
          '/api/auth/login',
          { email: `someone${i}@example.co.uk`, password: 'not a password' },
          {
            'x-forwarded-for': `203.0.${Math.floor(i / 250)}.${i % 250}`,
          },
        ).then((r) => r.status),
      ),
    );
    const salonTimes: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t0 = Date.now();
      expect((await fetch(`${a.baseUrl}/api/salon`)).status).toBe(200);
      salonTimes.push(Date.now() - t0);
    }
    const statuses = countStatuses(await burst);
    // Every sign-in got an answer: checked (401), or turned away at once while two hashes run (503).
    expect((statuses[401] ?? 0) + (statuses[503] ?? 0)).toBe(400);
    salonTimes.sort((x, y) => x - y);
    reportFigures('public page during a 400 sign-in burst', {
      signIns: 400,
      checked401: statuses[401] ?? 0,
      busy503: statuses[503] ?? 0,
      salonMedianMs: salonTimes[10]!,
      salonMaxMs: salonTimes.at(-1)!,
      burstMs: Date.now() - started,
    });
  });
});
