import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { bookingRequest } from '../../../tests/builders/booking.builder.ts';
import { givenBeautician, givenService } from '../../../tests/builders/catalog.builder.ts';
import { FakeStripe, signedEvent } from '../../../tests/support/fake-stripe.ts';
import { signInAsStaff } from '../../../tests/support/staff-session.ts';
import { engines } from '../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../tests/support/salon-app.ts';
import { appointments } from '../db/schema/booking.ts';
import { payments, processedEvents } from '../db/schema/checkout.ts';
import { sweepHolds } from '../modules/checkout/hold-release.service.ts';
import { createStripeProvider, type StripePaymentProvider } from './stripe-provider.ts';

const NOW = new Date('2026-11-23T08:00:00Z');
const SECRET = 'whsec_test_secret';

describe.each(engines)('payments through Stripe, against a local fake of its API (%s)', (engine) => {
  const fake = new FakeStripe();
  let provider: StripePaymentProvider;
  let stripe: Stripe;
  let nextHour = 0;
  let nextEvent = 0;
  afterAll(() => fake.stop());
  const s = salonAppForSuite(engine, NOW, {
    app: async () => {
      ({ stripe, provider } = await fake.startWithProvider(SECRET));
      return { paymentProvider: provider };
    },
    signIn: false,
  });

  const checkout = async (startISO = new Date(Date.UTC(2026, 10, 25, 9 + nextHour++)).toISOString()) => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/checkout/create-session',
      payload: bookingRequest({ serviceId: s.cut, beauticianId: s.alice, startISO, mode: 'deposit' }),
    });
    expect(res.statusCode).toBe(200);
    const sessionId = [...fake.sessions.keys()].at(-1)!;
    const [payment] = await s.db.select().from(payments).where(eq(payments.sessionId, sessionId));
    return { url: res.json().url as string, sessionId, appointmentId: payment!.appointmentId, startISO };
  };
  const stored = async (id: string) => (await s.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
  const event = (type: string, object: object, id = `evt_${++nextEvent}`) => ({ id, ...signedEvent(stripe, SECRET, { id, type, object }) });
  const deliver = ({ payload, signature }: { payload: string; signature: string }) =>
    s.app.inject({
      method: 'POST',
      url: '/api/checkout/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });

  it('opens a Checkout Session for the deposit that outlives Stripe’s 30-minute minimum and returns to /success', async () => {
    const { url, appointmentId } = await checkout();
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const sent = fake.createdWith.at(-1)!;
    expect(sent['line_items[0][price_data][unit_amount]']).toBe('900');
    expect(sent['line_items[0][price_data][currency]']).toBe('gbp');
    expect(Number(sent.expires_at)).toBeGreaterThanOrEqual(NOW.getTime() / 1000 + 30 * 60);
    expect(sent.success_url).toBe(`https://salon.example/success?appointmentId=${appointmentId}&session_id={CHECKOUT_SESSION_ID}`);
    expect(sent.cancel_url).toBe(`https://salon.example/cancel?appointmentId=${appointmentId}`);
  });

  it('names every service of a visit and who does each on the Checkout page’s line item (issue 40)', async () => {
    const ada = await givenBeautician(s.db, { name: 'Ada' });
    const brows = await givenService(s.db, { name: 'Brows', primaryBeauticianId: ada, variants: [{ name: 'Shape', durationMin: 20 }] });
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/checkout/create-session',
      payload: bookingRequest({
        serviceId: s.cut,
        beauticianId: s.alice,
        startISO: '2026-11-26T10:00:00Z',
        mode: 'deposit',
        also: [{ serviceId: brows, variantName: 'Shape', beauticianId: ada }],
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.createdWith.at(-1)!['line_items[0][price_data][product_data][name]']).toBe(
      'Deposit: Cut — Standard with Alice; Brows — Shape with Ada',
    );
  });

  it('confirms on a validly signed checkout.session.completed, recording the deposit and Stripe’s ids', async () => {
    const { sessionId, appointmentId } = await checkout();
    const res = await deliver(event('checkout.session.completed', fake.pay(sessionId)));
    expect(res.statusCode).toBe(200);
    // Taken with test-mode keys (sk_test_…): marked as test money, as no real money moved.
    expect(await stored(appointmentId)).toMatchObject({ status: 'confirmed', amountPaidPence: 900, paidAt: NOW, testMoney: true });
    const [payment] = await s.db.select().from(payments).where(eq(payments.sessionId, sessionId));
    expect(payment).toMatchObject({ status: 'paid', providerPaymentId: fake.sessions.get(sessionId)!.payment_intent });
  });

  it('counts what live keys take as real money, and what test keys take as test money', () => {
    const live = createStripeProvider({
      secretKey: 'sk_live_fake',
      webhookSecret: SECRET,
      publicUrl: 'https://salon.example',
      client: stripe,
    });
    expect([live.testMoney, provider.testMoney]).toEqual([false, true]);
  });

  it('closes the Stripe session and frees the time at once when the customer comes back through Cancel', async () => {
    const { sessionId, appointmentId } = await checkout(new Date(Date.UTC(2026, 10, 26, 9)).toISOString());
    const released = await s.app.inject({ method: 'POST', url: '/api/checkout/release', payload: { appointmentId } });
    expect(released.json()).toEqual({ released: true });
    expect(fake.sessions.get(sessionId)!.status).toBe('expired');
    expect(await stored(appointmentId)).toMatchObject({ status: 'cancelled_expired' });
  });

  it('gives a customer back from Stripe’s page a new session for their own hold, and closes the old one', async () => {
    const requestId = randomUUID();
    const startISO = new Date(Date.UTC(2026, 10, 26, 11)).toISOString();
    const body = bookingRequest({ serviceId: s.cut, beauticianId: s.alice, startISO, mode: 'deposit', requestId });
    const first = await s.app.inject({ method: 'POST', url: '/api/checkout/create-session', payload: body });
    const firstSession = [...fake.sessions.keys()].at(-1)!;
    const again = await s.app.inject({ method: 'POST', url: '/api/checkout/create-session', payload: body });
    expect(again.statusCode).toBe(200);
    expect(again.json().appointmentId).toBe(first.json().appointmentId);
    expect(fake.sessions.get(firstSession)!.status).toBe('expired');
    const secondSession = [...fake.sessions.keys()].at(-1)!;
    expect(secondSession).not.toBe(firstSession);
    await deliver(event('checkout.session.completed', fake.pay(secondSession)));
    expect(await stored(first.json().appointmentId)).toMatchObject({ status: 'confirmed', amountPaidPence: 900 });
  });

  it('answers 400 to a bad signature and changes nothing', async () => {
    const { sessionId, appointmentId } = await checkout();
    const genuine = event('checkout.session.completed', fake.pay(sessionId));
    const forged = await deliver({
      payload: genuine.payload,
      signature: genuine.signature.replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`),
    });
    expect(forged.statusCode).toBe(400);
    const tampered = await deliver({ payload: genuine.payload.replace('"paid"', '"paid" '), signature: genuine.signature });
    expect(tampered.statusCode).toBe(400);
    expect(await stored(appointmentId)).toMatchObject({ status: 'reserved_unpaid', amountPaidPence: 0 });
    expect(await s.db.select().from(processedEvents).where(eq(processedEvents.id, genuine.id))).toEqual([]);
  });

  it('confirms once when the same event arrives ten times at once, racing the confirm call', async () => {
    const { sessionId, appointmentId } = await checkout();
    const once = event('checkout.session.completed', fake.pay(sessionId));
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => deliver(once)),
      s.app.inject({ url: `/api/checkout/confirm?session_id=${sessionId}` }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual(Array(11).fill(200));
    expect(await stored(appointmentId)).toMatchObject({ status: 'confirmed', amountPaidPence: 900 });
    expect(await s.db.select().from(processedEvents).where(eq(processedEvents.id, once.id))).toHaveLength(1);
  });

  it('ignores an older expiry arriving after the payment, and confirms after a late completed event', async () => {
    const { sessionId, appointmentId } = await checkout();
    const openSession = { ...fake.sessions.get(sessionId)!, status: 'expired' };
    await deliver(event('checkout.session.completed', fake.pay(sessionId)));
    expect((await deliver(event('checkout.session.expired', openSession))).statusCode).toBe(200);
    expect(await stored(appointmentId)).toMatchObject({ status: 'confirmed', amountPaidPence: 900 });
  });

  it('refunds automatically a payment that arrives after its hold expired and the slot was taken, visibly to staff', async () => {
    const { sessionId, appointmentId, startISO } = await checkout();
    s.setNow(new Date(NOW.getTime() + 20 * 60_000));
    try {
      const sweep = await sweepHolds(s.db, provider, new Date(NOW.getTime() + 20 * 60_000));
      expect(sweep.released).toBeGreaterThanOrEqual(1);
      expect(fake.sessions.get(sessionId)!.status).toBe('expired');
      const other = await s.app.inject({
        method: 'POST',
        url: '/api/appointments',
        payload: bookingRequest({ serviceId: s.cut, beauticianId: s.alice, startISO }),
      });
      expect(other.statusCode).toBe(201);
      // Stripe could not expire it in time: the customer had already paid.
      Object.assign(fake.sessions.get(sessionId)!, { status: 'open' });
      await deliver(event('checkout.session.completed', fake.pay(sessionId)));
    } finally {
      s.setNow(NOW);
    }
    const row = await stored(appointmentId);
    expect(row).toMatchObject({ status: 'cancelled_expired', amountPaidPence: 900, refundedPence: 900 });
    expect(fake.refunds.at(-1)).toMatchObject({ amount: 900, payment_intent: fake.sessions.get(sessionId)!.payment_intent });
    const cookie = await signInAsStaff(s.app, s.db, { email: 'late@salon.example' });
    const list = await s.as(cookie).get(`/api/appointments?q=Amelia`);
    const shown = (list.json() as Array<Record<string, unknown>>).find((a) => a._id === appointmentId);
    expect(shown).toMatchObject({
      status: 'cancelled_expired',
      amountPaid: 9,
      amountRefunded: 9,
      cancelReason: expect.stringContaining('refunded automatically'),
    });
  });

  it('refunds through the Refunds API when staff cancel, and changes nothing when Stripe fails', async () => {
    const { sessionId, appointmentId } = await checkout();
    await deliver(event('checkout.session.completed', fake.pay(sessionId)));
    const cookie = await signInAsStaff(s.app, s.db, { email: 'cancel@salon.example' });
    const cancel = () => s.as(cookie).post(`/api/appointments/${appointmentId}/cancel`, { requestedBy: 'staff' });

    fake.failRefunds = true;
    const failed = await cancel();
    fake.failRefunds = false;
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toBe('The refund could not be issued, so the appointment was not cancelled. Please try again.');
    expect(await stored(appointmentId)).toMatchObject({ status: 'confirmed', refundedPence: 0 });

    const refundsBefore = fake.refunds.length;
    const done = await cancel();
    expect(done.json()).toMatchObject({ status: 'cancelled_full_refund', refundAmount: 900 });
    expect(fake.refunds.slice(refundsBefore)).toEqual([
      expect.objectContaining({ amount: 900, idempotencyKey: expect.stringContaining(`cancel-${appointmentId}`) }),
    ]);
  });
});
