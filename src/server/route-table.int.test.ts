import { describe, expect, it } from 'vitest';
import type { Role } from '../core/access.ts';
import { givenBeautician } from '../../tests/builders/catalog.builder.ts';
import { concrete, takesBody } from '../../tests/support/route-urls.ts';
import { signInAsStaff } from '../../tests/support/staff-session.ts';
import { noSalon, salonAppForSuite } from '../../tests/support/salon-app.ts';
import type { Method } from '../../tests/support/staff-requests.ts';

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
  // A visit of several services: the same free times, beside the spec's one-service calls (docs/decisions/0032).
  'GET /api/slots/visit',
  'GET /api/slots/visit/fully-booked',
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
  // The text provider's replies and delivery reports (issue 27): their signature is their credential.
  'POST /api/texts/inbound',
  'POST /api/texts/status',
  'GET /api/manage/:token',
  'GET /api/manage/:token/cancel/preview',
  'POST /api/manage/:token/cancel',
  // The client moves their own booking from the link (docs/decisions/0025).
  'GET /api/manage/:token/slots',
  'GET /api/manage/:token/slots/fully-booked',
  'POST /api/manage/:token/move',
  // A new member of staff sets their password through the link the owner sent (docs/decisions/0029).
  'GET /api/auth/set-password/:token',
  'POST /api/auth/set-password',
  // A client pays a no-show or late-cancellation fee through the link they were e-mailed (issue 26).
  'GET /api/fees/:token',
  'POST /api/fees/:token/pay',
  // The waitlist (issue 28): joining, and the client's links to their place and to an offered time.
  'POST /api/waitlist',
  'GET /api/waitlist/:token',
  // A place is offered nothing until its client confirms it from the e-mail's link (docs/decisions/0037).
  'POST /api/waitlist/:token/confirm',
  'POST /api/waitlist/:token/leave',
  'GET /api/offers/:token',
  'POST /api/offers/:token/accept',
  'POST /api/offers/:token/decline',
];

/**
 * What each role other than the owner is refused (issue 18, docs/decisions/0029): reception has no team, revenue or
 * salon settings; a stylist neither, nor services, staff and the Outbox (and sees only their own diary and clients,
 * which the diary's own tests check). Owners may use every route.
 */
const OWNER_ONLY = [
  'GET /api/revenue',
  'GET /api/revenue/export.csv',
  'GET /api/revenue/details',
  'GET /api/takings',
  'GET /api/takings/export.csv',
  'GET /api/settings',
  'PATCH /api/settings',
  'POST /api/settings/upload-hero',
  'POST /api/closures',
  'PATCH /api/closures/:id',
  'DELETE /api/closures/:id',
  'GET /api/bank-holidays',
  'POST /api/bank-holidays/import',
  'GET /api/team',
  'POST /api/team',
  'PATCH /api/team/:id',
  'POST /api/team/:id/deactivate',
  'POST /api/team/:id/reactivate',
  'POST /api/team/:id/password-link',
  'POST /api/clients/:id/erase',
];
const NOT_FOR_STYLISTS = [
  ...OWNER_ONLY,
  'POST /api/services',
  'PATCH /api/services/:id',
  'DELETE /api/services/:id',
  'POST /api/services/:id/upload-image',
  'POST /api/beauticians',
  'PATCH /api/beauticians/:id',
  'DELETE /api/beauticians/:id',
  'POST /api/beauticians/:id/upload-image',
  'POST /api/time-off',
  'PATCH /api/time-off/:id',
  'DELETE /api/time-off/:id',
  'GET /api/outbox',
  'GET /api/outbox/:id',
  // Clients' texts to the salon, the visits to call, and the demo's stand-in reply (issue 27): the Outbox's people.
  'POST /api/outbox/:id/reply',
  'GET /api/texts/messages',
  'POST /api/texts/messages/:id/seen',
  'GET /api/texts/to-call',
  'GET /api/clients/:id/export',
  // Two records of one person are joined, or told apart, by reception or the owner (issue 39).
  'POST /api/clients/:id/merge',
  'POST /api/clients/:id/not-duplicate',
  // Money taken without the client is reception's and the owner's to take, waive or give back (issue 26).
  'POST /api/appointments/:id/fee/charge',
  'POST /api/appointments/:id/fee/waive',
  'POST /api/appointments/:id/fee/refund',
  // Who waits for what, and offering them a time by hand (issue 28): reception's and the owner's.
  'GET /api/waitlist/entries',
  'POST /api/waitlist/entries/:id/offer',
  'POST /api/waitlist/entries/:id/book',
  'POST /api/waitlist/entries/:id/remove',
];
const REFUSED: Record<Exclude<Role, 'owner'>, string[]> = { reception: OWNER_ONLY, stylist: NOT_FOR_STYLISTS };

describe('the API route table', () => {
  const s = salonAppForSuite('pglite', new Date('2026-11-23T08:00:00Z'), { given: noSalon, signIn: false });

  it('has exactly the expected public routes', () => {
    const publicRoutes = s.app.apiRoutes.filter((r) => r.public && r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`);
    expect(publicRoutes.sort()).toEqual([...EXPECTED_PUBLIC].sort());
    // Fastify adds a HEAD twin to each GET; a public HEAD must belong to a public GET.
    const publicHeads = s.app.apiRoutes.filter((r) => r.public && r.method === 'HEAD').map((r) => `GET ${r.url}`);
    for (const head of publicHeads) expect(EXPECTED_PUBLIC).toContain(head);
  });

  it('answers 401 on every other /api route to a request without a session', async () => {
    const guarded = s.app.apiRoutes.filter((r) => !r.public);
    // The walk must see the routes that exist today, or it proves nothing.
    expect(guarded.map((r) => `${r.method} ${r.url}`)).toContain('POST /api/auth/logout');

    const failures: string[] = [];
    for (const route of guarded) {
      const res = await s.app.inject({
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

  // Each role walks every staff route: refused (403) exactly where the table above says, let in everywhere else.
  it.each(['reception', 'stylist'] as const)(
    'refuses a %s exactly the routes outside their role, before reading the request',
    async (role) => {
      const beauticianId = await givenBeautician(s.db, { name: `The ${role}'s own` });
      const cookie = await signInAsStaff(s.app, s.db, { role, beauticianId: role === 'stylist' ? beauticianId : undefined });
      // Signing out would end the walk's own session: it goes last.
      const guarded = s.app.apiRoutes
        .filter((r) => !r.public)
        .sort((a, b) => Number(a.url === '/api/auth/logout') - Number(b.url === '/api/auth/logout'));
      const refused: string[] = [];
      const wrong: string[] = [];
      for (const route of guarded) {
        const res = await s.as(cookie).call(route.method as Method, concrete(route.url), takesBody(route.method) ? {} : undefined);
        const name = `${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`;
        if (res.statusCode === 403 && (route.method === 'HEAD' || res.json().code === 'FORBIDDEN')) refused.push(name);
        else if (res.statusCode === 401 || res.statusCode === 403) wrong.push(`${name} answered ${res.statusCode}`);
      }
      expect(wrong).toEqual([]);
      expect([...new Set(refused)].sort()).toEqual([...REFUSED[role]].sort());
    },
  );

  it('lets an owner use every staff route', async () => {
    const cookie = await signInAsStaff(s.app, s.db);
    const guarded = s.app.apiRoutes.filter((r) => !r.public && r.url !== '/api/auth/logout');
    const refused: string[] = [];
    for (const route of guarded) {
      const res = await s.as(cookie).call(route.method as Method, concrete(route.url), takesBody(route.method) ? {} : undefined);
      if (res.statusCode === 401 || res.statusCode === 403) refused.push(`${route.method} ${route.url} answered ${res.statusCode}`);
    }
    expect(refused).toEqual([]);
  });

  it('leaves the API docs and unknown paths alone', async () => {
    expect((await s.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    expect((await s.app.inject({ url: '/api/no-such-thing' })).statusCode).toBe(404);
  });
});
