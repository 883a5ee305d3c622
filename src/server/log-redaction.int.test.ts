import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookingRequest } from '../../tests/builders/booking.builder.ts';
import { givenSalonWithCut } from '../../tests/builders/scenario.builder.ts';
import { givenStaff } from '../../tests/builders/staff.builder.ts';
import { manageTokenFromOutbox } from '../../tests/support/manage-link.ts';
import { engines } from '../../tests/support/test-database.ts';
import { noSalon, salonAppForSuite } from '../../tests/support/salon-app.ts';
import { payments } from './db/schema/checkout.ts';
import { pressPay } from '../../tests/support/offline-pay.ts';

// Monday 23 Nov 2026, 08:00 in London (GMT).
const NOW = new Date('2026-11-23T08:00:00Z');
const STRIPE = { secretKey: 'sk_test_LogRedactionSecretKey123', webhookSecret: 'whsec_LogRedactionWebhookSecret456' };
const PASSWORD = 'correct-horse-log-test';
const WRONG_PASSWORD = 'wrong-horse-log-test';

describe.each(engines)('secrets in the logs (%s)', (engine) => {
  const lines: string[] = [];
  // The most talkative level, so that anything a request, a failure or the start-up could log is logged.
  const s = salonAppForSuite(engine, NOW, {
    app: { stripe: STRIPE, logLevel: 'trace', logStream: { write: (line) => void lines.push(line) } },
    given: noSalon,
    signIn: false,
  });

  it('holds no password, session cookie, Stripe key or webhook secret after sign-ins, a booking and staff calls', async () => {
    const { alice, cut } = await givenSalonWithCut(s.db);
    const staff = await givenStaff(s.db, { password: PASSWORD });
    const signIn = (password: string) =>
      s.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { authorization: `Basic ${btoa(`${staff.email}:${password}`)}` },
        payload: { email: staff.email, password },
      });

    expect((await signIn(WRONG_PASSWORD)).statusCode).toBe(401);
    const signedIn = await signIn(PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    const session = signedIn.cookies[0]!;
    const booked = await s.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: bookingRequest({ serviceId: cut, beauticianId: alice, startISO: '2026-11-25T10:00:00.000Z' }),
    });
    expect(booked.statusCode).toBe(201);
    expect((await s.as(`${session.name}=${session.value}`).get('/api/appointments')).statusCode).toBe(200);
    // A webhook with a bad signature: the failure path must not echo the secret it checked against.
    expect(
      (
        await s.app.inject({
          method: 'POST',
          url: '/api/checkout/webhook',
          headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=bad' },
          payload: '{}',
        })
      ).statusCode,
    ).toBe(400);

    const log = lines.join('');
    // The log did record these requests: otherwise its silence would prove nothing.
    expect(log).toContain('/api/auth/login');
    expect(log).toContain('/api/appointments');
    for (const secret of [
      PASSWORD,
      WRONG_PASSWORD,
      session.value,
      STRIPE.secretKey,
      STRIPE.webhookSecret,
      btoa(`${staff.email}:${PASSWORD}`),
    ]) {
      expect(log, `the log contains ${secret}`).not.toContain(secret);
    }
  });
});

describe.each(engines)('secrets in logged URLs at the default level (%s)', (engine) => {
  const lines: string[] = [];
  // The offline provider (no Stripe keys), whose payment page lives at /pay/<session>; the default 'info' level.
  const s = salonAppForSuite(engine, NOW, {
    app: { logStream: { write: (line) => void lines.push(line) } },
    given: noSalon,
    signIn: false,
  });

  /** A pay-now hold through the API, and the session id of its payment page. */
  async function holdWithSession(): Promise<{ appointmentId: string; sessionId: string }> {
    const { alice, cut } = await givenSalonWithCut(s.db);
    const payload = bookingRequest({ serviceId: cut, beauticianId: alice, startISO: '2026-11-25T10:00:00.000Z', mode: 'pay_now' });
    const session = await s.app.inject({ method: 'POST', url: '/api/checkout/create-session', payload });
    const sessionId = (session.json().url as string).replace('/pay/', '');
    const [payment] = await s.db.select().from(payments).where(eq(payments.sessionId, sessionId));
    return { appointmentId: payment!.appointmentId, sessionId };
  }

  it('writes manage-link tokens and payment session ids as [redacted], the rest of the URL readable', async () => {
    const { appointmentId, sessionId } = await holdWithSession();
    const paid = await pressPay(s.app, sessionId);
    expect(paid.statusCode).toBe(303);
    const token = await manageTokenFromOutbox(s.db, appointmentId);
    const visits = [
      `/pay/${sessionId}`,
      paid.headers.location as string,
      `/api/checkout/confirm?session_id=${sessionId}`,
      `/manage/${token}`,
      `/api/manage/${token}`,
      `/%61pi/manage/${token}`,
      `/api/manage/${token}/cancel/preview`,
      // A set-password link's secret travels in the fragment, but its page asks the API whose link it is by path.
      `/api/auth/set-password/${token}`,
    ];
    for (const url of visits) expect((await s.app.inject({ url })).statusCode, url).toBeLessThan(500);
    expect((await s.app.inject({ method: 'POST', url: `/api/manage/${token}/cancel`, payload: {} })).statusCode).toBe(200);

    const log = lines.join('');
    expect(log, 'the log holds the payment session id').not.toContain(sessionId);
    expect(log, 'the log holds the manage token').not.toContain(token);
    // The visits were logged, readable but for the secret: otherwise the log's silence would prove nothing.
    for (const shown of [
      '/pay/[redacted]',
      '/api/manage/[redacted]/cancel',
      '/api/auth/set-password/[redacted]',
      '/%61pi/manage/[redacted]',
      'session_id=[redacted]',
      `/success?appointmentId=${appointmentId}&`,
    ]) {
      expect(log).toContain(shown);
    }
  });
});

// Issue 23: searching the Clients or Appointments screen logged the full URL, so an erased client's e-mail stayed in the log.
describe.each(engines)('personal data in searched URLs (%s)', (engine) => {
  const lines: string[] = [];
  const JANE = { name: 'Jane Doe-Whitfield', email: 'jane.whitfield@example.com', phone: '+44 7700 900111', notes: '' };
  const s = salonAppForSuite(engine, NOW, {
    app: { logStream: { write: (line) => void lines.push(line) } },
    given: noSalon,
    signIn: false,
  });

  it('writes the search terms of the client finder, the appointments list and the appointments page as [redacted]', async () => {
    const { alice, cut } = await givenSalonWithCut(s.db);
    const booked = await s.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: bookingRequest({ serviceId: cut, beauticianId: alice, startISO: '2026-11-25T10:00:00.000Z', client: JANE }),
    });
    expect(booked.statusCode).toBe(201);
    const staff = await givenStaff(s.db, { role: 'reception' });
    const signedIn = await s.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: staff.email, password: staff.password },
    });
    const cookie = `${signedIn.cookies[0]!.name}=${signedIn.cookies[0]!.value}`;

    // Each as a browser sends it (the e-mail's @ as %40, spaces as + or %20, the phone's + as %2B), and each finds Jane.
    const searches = [
      '/api/clients?q=jane.whitfield%40example.com',
      '/api/clients?q=jane.whitfield@example.com&limit=10',
      '/api/clients?q=%2B44+7700+900111',
      '/api/clients?q=07700%20900111',
      '/api/clients?q=Doe-Whitfield',
      '/api/appointments?q=Jane+Doe-Whitfield&sort=start',
      '/api/appointments?q=jane.whitfield%40example.com',
    ];
    for (const url of searches) {
      const res = await s.as(cookie).get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('jane.whitfield@example.com');
    }
    // The time-off warnings open the appointments page on a client by name (a full page load is logged too).
    await s.as(cookie).get('/admin/appointments?search=Jane%20Doe-Whitfield');

    const log = lines.join('');
    const terms = ['jane.whitfield', 'Whitfield', '900111', '7700+900111', '%2B44', '+44', 'Jane+Doe', 'Jane%20Doe'];
    for (const term of terms) expect(log, `the log holds ${term}`).not.toContain(term);
    // The searches were logged, readable but for the terms: otherwise the log's silence would prove nothing.
    for (const shown of [
      '/api/clients?q=[redacted]&limit=10',
      '/api/appointments?q=[redacted]&sort=start',
      '/admin/appointments?search=[redacted]',
    ]) {
      expect(log).toContain(shown);
    }
  });
});
