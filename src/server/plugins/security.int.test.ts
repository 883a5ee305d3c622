import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { appointments } from '../db/schema/booking.ts';
import { givenAppointment } from '../../../tests/builders/appointment.builder.ts';
import { bookingRequest } from '../../../tests/builders/booking.builder.ts';
import { signedEvent } from '../../../tests/support/fake-stripe.ts';
import { engines } from '../../../tests/support/test-database.ts';
import { noSalon, salonAppForSuite } from '../../../tests/support/salon-app.ts';

// Monday 23 Nov 2026, 08:00 in London; the test app's PUBLIC_URL is http://localhost:3000.
const NOW = new Date('2026-11-23T08:00:00Z');
const WEBHOOK_SECRET = 'whsec_security_test';
const FOREIGN = 'https://evil.example';
const CROSS_SITE = { error: 'Cross-site request refused', code: 'CROSS_SITE' };

describe.each(engines)('security headers and the same-origin check (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW);
  let nextHour = 0;

  /** The policy as directive → sources, e.g. 'style-src' → "'self'". */
  const cspOf = (res: { headers: Record<string, unknown> }) =>
    new Map(
      String(res.headers['content-security-policy'])
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...sources]) => [name!, sources.join(' ')]),
    );
  const anAppointment = () =>
    givenAppointment(s.db, {
      beauticianId: s.alice,
      serviceId: s.cut,
      start: new Date(Date.UTC(2026, 10, 25, 9 + nextHour++)).toISOString(),
    });
  const clientNameOf = async (id: string) => (await s.db.select().from(appointments).where(eq(appointments.id, id)))[0]!.clientName;
  /** The edit form as staff send it, renaming the client: the change a forged request would try to make. */
  const rename = async (id: string, name: string, headers: Record<string, string>) => {
    const [row] = await s.db.select().from(appointments).where(eq(appointments.id, id));
    const payload = {
      client: { name, email: row!.clientEmail, phone: row!.clientPhone, notes: row!.clientNotes },
      beauticianId: s.alice,
      serviceId: s.cut,
      variantName: row!.variantName,
      start: row!.startAt.toISOString(),
      end: row!.endAt.toISOString(),
      price: row!.pricePence / 100,
    };
    return s.staff.patch(`/api/appointments/${id}`, payload, headers);
  };

  it('sends a strict Content-Security-Policy and the other helmet headers with every answer', async () => {
    const res = await s.app.inject({ url: '/api/salon' });
    const csp = cspOf(res);
    expect(Object.fromEntries(csp)).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self'",
      'script-src-attr': "'none'",
      'style-src': "'self'",
      'img-src': "'self' data: blob:",
      'connect-src': "'self'",
      'font-src': "'self'",
      'object-src': "'none'",
      'base-uri': "'self'",
      'frame-src': "'self'",
      'frame-ancestors': "'none'",
      'form-action': "'self'",
    });
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Plain http (a fresh clone): no HSTS, no upgrade of requests to an https that is not there.
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('keeps the API docs working with inline styles allowed on their pages only', async () => {
    const page = await s.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui-bundle.js');
    expect(page.body).not.toMatch(/<script>|<style/);
    expect(cspOf(page).get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(cspOf(page).get('script-src')).toBe("'self'");
    expect(cspOf(await s.app.inject({ url: '/api/salon' })).get('style-src')).toBe("'self'");
    expect((await s.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
  });

  it('serves the offline payment page with no inline style or script, its styles as a file', async () => {
    const startISO = new Date(Date.UTC(2026, 10, 25, 9 + nextHour++)).toISOString();
    const session = await s.app.inject({
      method: 'POST',
      url: '/api/checkout/create-session',
      payload: bookingRequest({ serviceId: s.cut, beauticianId: s.alice, startISO, mode: 'pay_now' }),
    });
    const page = await s.app.inject({ url: new URL(session.json().url, 'http://localhost:3000').pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/<style|<script|style=/);
    const stylesheet = /<link rel="stylesheet" href="([^"]+)">/.exec(page.body)?.[1];
    const css = await s.app.inject({ url: stylesheet! });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.body).toContain('.banner');
  });

  it('refuses a staff edit sent from another site, and changes nothing', async () => {
    const id = await anAppointment();
    const before = await clientNameOf(id);
    const res = await rename(id, 'Forged Name', { origin: FOREIGN });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(CROSS_SITE);
    expect(await clientNameOf(id)).toBe(before);
  });

  it('refuses a cross-site request that names no Origin but says so in Sec-Fetch-Site', async () => {
    const id = await anAppointment();
    const res = await rename(id, 'Forged Name', { 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect(await clientNameOf(id)).not.toBe('Forged Name');
  });

  it('takes the edit from our own pages: PUBLIC_URL, the address the request was sent to, or no browser at all', async () => {
    const id = await anAppointment();
    expect((await rename(id, 'From Public Url', { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(
      200,
    );
    expect((await rename(id, 'From Own Host', { host: '127.0.0.1:4173', origin: 'http://127.0.0.1:4173' })).statusCode).toBe(200);
    expect((await rename(id, 'From Curl', {})).statusCode).toBe(200);
    expect(await clientNameOf(id)).toBe('From Curl');
  });

  it('refuses a sign-in posted from another site (login CSRF)', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: FOREIGN },
      payload: { email: 'a@b.example', password: 'whatever-1' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(CROSS_SITE);
  });
});

describe.each(engines)('behind https (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, { app: { publicUrl: 'https://salon.example' }, given: noSalon, signIn: false });

  it('tells browsers to keep to https for a year, upgrades stray http requests, and takes calls from PUBLIC_URL', async () => {
    const res = await s.app.inject({ url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    const signIn = (origin: string) =>
      s.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin },
        payload: { email: 'nobody@salon.example', password: 'not-a-password' },
      });
    expect((await signIn('https://salon.example')).statusCode).toBe(401);
    expect((await signIn('http://salon.example')).statusCode).toBe(403);
  });
});

describe.each(engines)('the Stripe webhook from another site (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, {
    app: { stripe: { secretKey: 'sk_test_security', webhookSecret: WEBHOOK_SECRET } },
    given: noSalon,
    signIn: false,
  });

  it('is still delivered: its signature is its credential, not its origin', async () => {
    const { payload, signature } = signedEvent(new Stripe('sk_test_security'), WEBHOOK_SECRET, {
      id: 'evt_cross_site',
      type: 'customer.created',
      object: {},
    });
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/checkout/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature, origin: FOREIGN, 'sec-fetch-site': 'cross-site' },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false });
  });
});
