import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concrete, takesBody } from '../../tests/support/route-urls.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';

/**
 * Secure by default (docs/decisions/0006): every /api route needs a staff session unless listed here.
 * Adding a public route means adding it to this list on purpose; a route added without thought is
 * protected, and a route somehow left unprotected fails the walk below.
 */
const EXPECTED_PUBLIC = [
  'GET /api/health',
  'GET /api/salon',
  'GET /api/services',
  'GET /api/services/:id',
  'GET /api/beauticians',
  'GET /api/beauticians/:id',
  'GET /api/slots',
  'GET /api/slots/fully-booked',
  // '/salon' lists the salon's upcoming closures: dates and names only (docs/decisions/0024).
  'GET /api/closures',
  'POST /api/appointments',
  'GET /api/appointments/:id',
  'POST /api/auth/login',
  'GET /api/auth/me',
  // A live salon's first start: the owner's account, with the code from the server log (docs/decisions/0019).
  'GET /api/auth/first-run',
  'POST /api/auth/first-run',
  'POST /api/checkout/create-session',
  'GET /api/checkout/confirm',
  // '/cancel': the customer left the payment page, and their unpaid hold is let go (issue 15).
  'POST /api/checkout/release',
  'POST /api/checkout/webhook',
  'GET /api/manage/:token',
  'GET /api/manage/:token/cancel/preview',
  'POST /api/manage/:token/cancel',
  // The client moves their own booking from the link (docs/decisions/0025).
  'GET /api/manage/:token/slots',
  'GET /api/manage/:token/slots/fully-booked',
  'POST /api/manage/:token/move',
];

describe('the API route table', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('pglite', new Date('2026-11-23T08:00:00Z'));
  });
  afterAll(() => t.close());

  it('has exactly the expected public routes', () => {
    const publicRoutes = t.app.apiRoutes.filter((r) => r.public && r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`);
    expect(publicRoutes.sort()).toEqual([...EXPECTED_PUBLIC].sort());
    // Fastify adds a HEAD twin to each GET; a public HEAD must belong to a public GET.
    const publicHeads = t.app.apiRoutes.filter((r) => r.public && r.method === 'HEAD').map((r) => `GET ${r.url}`);
    for (const head of publicHeads) expect(EXPECTED_PUBLIC).toContain(head);
  });

  it('answers 401 on every other /api route to a request without a session', async () => {
    const guarded = t.app.apiRoutes.filter((r) => !r.public);
    // The walk must see the routes that exist today, or it proves nothing.
    expect(guarded.map((r) => `${r.method} ${r.url}`)).toContain('POST /api/auth/logout');

    const failures: string[] = [];
    for (const route of guarded) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        ...(takesBody(route.method) ? { payload: {} } : {}),
      });
      // HEAD answers carry no body; every other 401 must be the sign-in error itself.
      const code = route.method === 'HEAD' ? 'UNAUTHENTICATED' : res.body && res.json().code;
      if (res.statusCode !== 401 || code !== 'UNAUTHENTICATED') {
        failures.push(`${route.method} ${route.url} answered ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('leaves the API docs and unknown paths alone', async () => {
    expect((await t.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/no-such-thing' })).statusCode).toBe(404);
  });
});
