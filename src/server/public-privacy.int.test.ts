import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { givenAppointment } from '../../tests/builders/appointment.builder.ts';
import { bookingRequest } from '../../tests/builders/booking.builder.ts';
import { givenBeautician, givenService } from '../../tests/builders/catalog.builder.ts';
import { givenSalon } from '../../tests/builders/salon.builder.ts';
import { givenStaff } from '../../tests/builders/staff.builder.ts';
import { signInAsStaff } from '../../tests/support/staff-session.ts';
import type { TestApp } from '../../tests/support/test-app.ts';
import { engines } from '../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../tests/support/salon-app.ts';
import { timeOff } from './db/schema/time-off.ts';
import { hashManageToken, newManageToken } from './modules/notifications/manage-token.ts';
import { insertManageToken } from './modules/notifications/manage-tokens.repository.ts';

// Monday 23 Nov 2026, 08:00 in London (GMT).
const NOW = new Date('2026-11-23T08:00:00Z');

/** Personal data no public answer may carry: staff contact details and another client's booking details. */
const STAFF = { email: 'alice.private@staff-only.example', phone: '07700 111222' };
const LOGIN = { email: 'manager.private@staff-only.example', password: 'manager-secret-1' };
const OTHER_CLIENT = {
  name: 'Zebedee Quartermaine',
  email: 'zebedee@client-only.example',
  phone: '07700 333444',
  notes: 'Allergic to hazelnut oil',
};
/** Why a beautician is off is between them and the salon (docs/decisions/0024). */
const TIME_OFF_NOTE = 'Hospital check-up, keep private';
const PRIVATE_VALUES = [STAFF.email, STAFF.phone, LOGIN.email, LOGIN.password, ...Object.values(OTHER_CLIENT), TIME_OFF_NOTE];

interface Seeded {
  alice: string;
  cut: string;
  otherAppointment: string;
  /** the token of the link in a client's own e-mails (to their own booking, not the other client's) */
  manageToken: string;
}

/** One call per public route, with valid parameters, made as a member of the public (no session). */
type PublicCall = (t: TestApp, s: Seeded) => Promise<InjectOptions>;

let nextHour = 0;
const freshBooking = (s: Seeded, mode: 'pay_in_salon' | 'pay_now') =>
  bookingRequest({
    serviceId: s.cut,
    beauticianId: s.alice,
    startISO: new Date(Date.UTC(2026, 10, 26, 9 + nextHour++)).toISOString(),
    mode,
  });
const checkoutSession = async (t: TestApp, s: Seeded) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/checkout/create-session', payload: freshBooking(s, 'pay_now') });
  return new URL(res.json().url, 'http://localhost:3000').pathname.split('/').at(-1)!;
};

const PUBLIC_CALLS: Record<string, PublicCall> = {
  'GET /api/health': async () => ({ url: '/api/health' }),
  'GET /api/salon': async () => ({ url: '/api/salon' }),
  'GET /api/services': async () => ({ url: '/api/services' }),
  'GET /api/services/:id': async (_t, s) => ({ url: `/api/services/${s.cut}` }),
  'GET /api/beauticians': async () => ({ url: '/api/beauticians' }),
  'GET /api/beauticians/:id': async (_t, s) => ({ url: `/api/beauticians/${s.alice}` }),
  'GET /api/slots': async (_t, s) => ({
    url: `/api/slots?serviceId=${s.cut}&beauticianId=${s.alice}&variantName=Standard&date=2026-11-25`,
  }),
  'GET /api/slots/fully-booked': async (_t, s) => ({
    url: `/api/slots/fully-booked?serviceId=${s.cut}&beauticianId=${s.alice}&year=2026&month=11`,
  }),
  'GET /api/slots/visit': async (_t, s) => ({
    url: `/api/slots/visit?service=${s.cut}&variant=Standard&beautician=any&date=2026-11-25`,
  }),
  'GET /api/slots/visit/fully-booked': async (_t, s) => ({
    url: `/api/slots/visit/fully-booked?service=${s.cut}&variant=Standard&beautician=${s.alice}&year=2026&month=11`,
  }),
  'GET /api/closures': async () => ({ url: '/api/closures' }),
  'POST /api/appointments': async (_t, s) => ({ method: 'POST', url: '/api/appointments', payload: freshBooking(s, 'pay_in_salon') }),
  // Someone else's booking, as if its unguessable id had leaked: what it shows must not identify the client.
  'GET /api/appointments/:id': async (_t, s) => ({ url: `/api/appointments/${s.otherAppointment}` }),
  'POST /api/auth/login': async () => ({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: LOGIN.email, password: 'wrong-password' },
  }),
  'GET /api/auth/me': async () => ({ url: '/api/auth/me' }),
  'GET /api/auth/first-run': async () => ({ url: '/api/auth/first-run' }),
  // Accounts exist here, so the first-run form is refused whatever it carries.
  'POST /api/auth/first-run': async () => ({
    method: 'POST',
    url: '/api/auth/first-run',
    payload: { code: 'AAAA-BBBB-CCCC', name: 'Someone', email: LOGIN.email, password: 'any-password' },
  }),
  // A guessed set-password link opens nothing and names nobody.
  'GET /api/auth/set-password/:token': async () => ({ url: `/api/auth/set-password/${'A'.repeat(43)}` }),
  'POST /api/auth/set-password': async () => ({
    method: 'POST',
    url: '/api/auth/set-password',
    payload: { token: 'A'.repeat(43), password: 'any-password' },
  }),
  'POST /api/checkout/create-session': async (_t, s) => ({
    method: 'POST',
    url: '/api/checkout/create-session',
    payload: freshBooking(s, 'pay_now'),
  }),
  'GET /api/checkout/confirm': async (t, s) => ({ url: `/api/checkout/confirm?session_id=${await checkoutSession(t, s)}` }),
  'POST /api/checkout/release': async (_t, s) => ({
    method: 'POST',
    url: '/api/checkout/release',
    payload: { appointmentId: s.otherAppointment },
  }),
  'POST /api/checkout/webhook': async () => ({
    method: 'POST',
    url: '/api/checkout/webhook',
    headers: { 'content-type': 'application/json' },
    payload: '{}',
  }),
  // The text provider's webhooks (issue 27), unsigned and without a provider here: refused, naming nobody.
  'POST /api/texts/inbound': async () => ({
    method: 'POST',
    url: '/api/texts/inbound',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'MessageSid=SM1&From=%2B447400123456&Body=C',
  }),
  'POST /api/texts/status': async () => ({
    method: 'POST',
    url: '/api/texts/status',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'MessageSid=SM1&MessageStatus=delivered',
  }),
  // A guessed fee link (issue 26) opens nothing and names nobody.
  'GET /api/fees/:token': async () => ({ url: `/api/fees/${'A'.repeat(43)}` }),
  'POST /api/fees/:token/pay': async () => ({ method: 'POST', url: `/api/fees/${'A'.repeat(43)}/pay` }),
  // Joining the waitlist (issue 28) answers only the new place's id; guessed links to a place or an offer open nothing.
  'POST /api/waitlist': async (_t, s) => ({
    method: 'POST',
    url: '/api/waitlist',
    payload: {
      services: [{ serviceId: s.cut, variantName: 'Standard', beauticianId: s.alice }],
      windows: [{ date: '2026-11-25', from: '09:00', to: '17:00' }],
      client: { name: 'Wendy Waiting', email: 'wendy@example.co.uk', phone: '07400 123456' },
    },
  }),
  'GET /api/waitlist/:token': async () => ({ url: `/api/waitlist/${'A'.repeat(43)}` }),
  'POST /api/waitlist/:token/confirm': async () => ({ method: 'POST', url: `/api/waitlist/${'A'.repeat(43)}/confirm`, payload: {} }),
  'POST /api/waitlist/:token/leave': async () => ({ method: 'POST', url: `/api/waitlist/${'A'.repeat(43)}/leave` }),
  'GET /api/offers/:token': async () => ({ url: `/api/offers/${'A'.repeat(43)}` }),
  'POST /api/offers/:token/accept': async () => ({
    method: 'POST',
    url: `/api/offers/${'A'.repeat(43)}/accept`,
    payload: { mode: 'pay_in_salon' },
  }),
  'POST /api/offers/:token/decline': async () => ({ method: 'POST', url: `/api/offers/${'A'.repeat(43)}/decline` }),
  'GET /api/manage/:token': async (_t, s) => ({ url: `/api/manage/${s.manageToken}` }),
  'GET /api/manage/:token/cancel/preview': async (_t, s) => ({ url: `/api/manage/${s.manageToken}/cancel/preview` }),
  'GET /api/manage/:token/slots': async (_t, s) => ({ url: `/api/manage/${s.manageToken}/slots?any=true&date=2026-11-26` }),
  'GET /api/manage/:token/slots/fully-booked': async (_t, s) => ({
    url: `/api/manage/${s.manageToken}/slots/fully-booked?any=true&year=2026&month=12`,
  }),
  // Moves the client's own booking, with Alice (whose e-mail must not show), to a free time of its own.
  'POST /api/manage/:token/move': async (_t, s) => ({
    method: 'POST',
    url: `/api/manage/${s.manageToken}/move`,
    payload: { startISO: '2026-11-27T10:00:00.000Z', beauticianId: s.alice },
  }),
  // Last of the link's calls: the booking is gone afterwards.
  'POST /api/manage/:token/cancel': async (_t, s) => ({ method: 'POST', url: `/api/manage/${s.manageToken}/cancel`, payload: {} }),
};

/** Public pages outside /api that show booking data: the offline provider's payment page. */
const PUBLIC_PAGES: Record<string, PublicCall> = {
  'GET /pay/:sessionId': async (t, s) => ({ url: `/pay/${await checkoutSession(t, s)}` }),
};

describe.each(engines)('no personal data in public answers (%s)', (engine) => {
  const suite = salonAppForSuite(engine, NOW, {
    given: async (t): Promise<Seeded> => {
      await givenSalon(t.db);
      const alice = await givenBeautician(t.db, { name: 'Alice', ...STAFF });
      const cut = await givenService(t.db, { name: 'Cut', primaryBeauticianId: alice });
      await givenStaff(t.db, LOGIN);
      const otherAppointment = await givenAppointment(t.db, {
        beauticianId: alice,
        serviceId: cut,
        start: '2026-11-25T10:00:00Z',
        client: OTHER_CLIENT,
      });
      const ownAppointment = await givenAppointment(t.db, { beauticianId: alice, serviceId: cut, start: '2026-11-25T14:00:00Z' });
      await t.db.insert(timeOff).values([
        {
          beauticianId: alice,
          startsAt: new Date('2026-11-27T00:00:00Z'),
          endsAt: new Date('2026-11-28T00:00:00Z'),
          kind: 'sick',
          note: TIME_OFF_NOTE,
        },
        {
          beauticianId: null,
          startsAt: new Date('2026-12-25T00:00:00Z'),
          endsAt: new Date('2026-12-26T00:00:00Z'),
          kind: 'closure',
          note: 'Christmas Day',
        },
      ]);
      const manageToken = newManageToken();
      await insertManageToken(t.db, ownAppointment, hashManageToken(manageToken), NOW);
      return { alice, cut, otherAppointment, manageToken };
    },
    signIn: false,
  });

  it('has a privacy check for every public API route', () => {
    const publicRoutes = suite.app.apiRoutes.filter((r) => r.public && r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`);
    expect(Object.keys(PUBLIC_CALLS).sort()).toEqual([...new Set(publicRoutes)].sort());
  });

  it('holds the values it looks for where staff can see them (so the search below can find a leak)', async () => {
    const staff = suite.as(await signInAsStaff(suite.app, suite.db));
    expect((await staff.get('/api/beauticians')).body).toContain(STAFF.email);
    expect((await staff.get('/api/appointments')).body).toContain(OTHER_CLIENT.notes);
    const timeOffList = await staff.get('/api/time-off?from=2026-11-01T00:00:00Z&to=2027-01-01T00:00:00Z');
    expect(timeOffList.body).toContain(TIME_OFF_NOTE);
  });

  it.each(Object.keys({ ...PUBLIC_CALLS, ...PUBLIC_PAGES }))('%s shows no staff contact details and no other client', async (route) => {
    const call = await { ...PUBLIC_CALLS, ...PUBLIC_PAGES }[route]!(suite, suite);
    const res = await suite.app.inject(call);
    // A call that failed for a silly reason would prove nothing: each must be answered as the public is.
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(res.body.length).toBeGreaterThan(0);
    const leaked = PRIVATE_VALUES.filter((value) => res.body.toLowerCase().includes(value.toLowerCase()));
    expect(leaked).toEqual([]);
    // A client's own link (a manage, fee, waitlist or offer token) answers with their name or booking: no cache may keep
    // it for the next user of the machine (docs/decisions/0022), whatever the answer (issue 39).
    if (route.includes(':token')) expect(res.headers['cache-control'], route).toBe('no-store');
  });
});
