import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import { bookingRequest } from '../../../../tests/builders/booking.builder.ts';
import { givenSalonWithCut } from '../../../../tests/builders/scenario.builder.ts';
import { FakeStripe, signedEvent, type FakeTestCard } from '../../../../tests/support/fake-stripe.ts';
import { manageTokenFromOutbox } from '../../../../tests/support/manage-link.ts';
import { signInAsStaff } from '../../../../tests/support/staff-session.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import type { FeeView, PublicFee } from '../../../core/schemas/fee.schema.ts';
import type { RevenueReport } from '../../../core/schemas/revenue.schema.ts';
import type { TakingsReport } from '../../../core/schemas/till.schema.ts';
import { appointments } from '../../db/schema/booking.ts';
import { clients } from '../../db/schema/clients.ts';
import { outboxMessages } from '../../db/schema/notifications.ts';
import { moneyEntries } from '../../db/schema/till.ts';

// Issue 26 through Stripe: its SDK against a local fake of its HTTP API, live keys (real money). The salon asks every
// client for a card; a Cut is £45, its no-show fee (50%) £22.50, its late-cancellation fee (20%) £9. Bookings are made
// on Monday 23 Nov 2026 at 08:00 for Tuesday; the no-shows are marked at 18:00 on Tuesday.
const BOOKED_AT = new Date('2026-11-23T08:00:00Z');
const TUESDAY_EVENING = new Date('2026-11-24T18:00:00Z');
const SECRET = 'whsec_test_secret';
const DAY = 'startDate=2026-11-24&endDate=2026-11-24';

describe.each(engines)('no-show and late-cancellation fees through Stripe (%s)', (engine) => {
  const fake = new FakeStripe();
  let stripe: Stripe;
  afterAll(() => fake.stop());
  const s = salonAppForSuite(engine, BOOKED_AT, {
    app: async () => {
      const started = await fake.startWithProvider(SECRET, 'sk_live_fake');
      stripe = started.stripe;
      return { paymentProvider: started.provider };
    },
    given: async (t) => givenSalonWithCut(t.db),
    secondApp: true,
  });
  let hour = 0;
  let event = 0;
  let signIns = 0;

  /** The clock at `when`, with a member of staff signed in then (a session from a day before has lapsed). */
  const at = async (when: Date) => {
    s.setNow(when);
    s.second.setNow(when);
    s.cookie = await signInAsStaff(s.app, s.db, { email: `desk-${++signIns}@salon.example` });
  };

  const webhook = async (type: string, object: object) => {
    const { payload, signature } = signedEvent(stripe, SECRET, { id: `evt_${++event}`, type, object });
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/checkout/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const lastSession = () => [...fake.sessions.keys()].at(-1)!;

  /** A client books Tuesday's Cut (an hour of its own) paying at the salon, saving `card` on Stripe's setup page. */
  const bookWithCard = async (card: FakeTestCard) => {
    await at(BOOKED_AT);
    const n = hour++;
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/checkout/create-session',
      payload: bookingRequest({
        serviceId: s.cut,
        beauticianId: s.alice,
        startISO: new Date(Date.UTC(2026, 10, 24, 9 + n)).toISOString(),
        client: { name: `Client ${n}`, email: `stripe-client-${n}@example.com`, phone: `07700 93${String(n).padStart(4, '0')}`, notes: '' },
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { url, appointmentId } = res.json() as { url: string; appointmentId: string };
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    expect(fake.sessions.get(lastSession())!.mode).toBe('setup');
    await webhook('checkout.session.completed', fake.saveCard(lastSession(), card));
    return appointmentId;
  };
  const noShow = async (id: string) => {
    await at(TUESDAY_EVENING);
    const res = await s.staff.patch(`/api/appointments/${id}/status`, { status: 'no_show' });
    expect(res.statusCode, res.body).toBe(200);
  };
  const fee = (id: string) => s.staff.read<FeeView>(`/api/appointments/${id}/fee`);
  const charge = (id: string) => s.staff.post(`/api/appointments/${id}/fee/charge`);
  const stored = async (id: string) => (await s.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
  const ledger = async (id: string) =>
    (await s.db.select().from(moneyEntries).where(eq(moneyEntries.appointmentId, id)).orderBy(moneyEntries.recordedAt)).map((e) => [
      e.kind,
      e.amountPence,
    ]);
  const takings = async () => (await s.staff.read<TakingsReport>(`/api/takings?${DAY}`)).totals.total;
  const revenue = async () =>
    (await s.staff.read<RevenueReport>('/api/revenue?startDate=2026-11-01&endDate=2026-11-30')).beauticians[0]?.revenue ?? 0;
  const feeLink = async (id: string) => {
    const [mail] = await s.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.appointmentId, id), eq(outboxMessages.kind, 'fee_requested')));
    return /\/fee\/([A-Za-z0-9_-]{22})/.exec(mail!.textBody)![1]!;
  };

  it('saves the card in setup mode and books; then charges the no-show fee off-session, once, into takings and revenue', async () => {
    await at(BOOKED_AT);
    expect((await s.staff.patch('/api/settings', { cardRequiredWhen: ['always'] })).statusCode).toBe(200);
    const id = await bookWithCard('4242');
    expect(await stored(id)).toMatchObject({ status: 'confirmed', paymentMode: 'pay_in_salon', amountPaidPence: 0 });
    await noShow(id);
    const [takingsBefore, revenueBefore] = [await takings(), await revenue()];
    expect(await fee(id)).toMatchObject({ kind: 'no_show', charge: 22.5, status: 'none', card: { brand: 'visa', last4: '4242' } });

    // A double click: two requests at once charge once, with the fee's idempotency key.
    const [first, second] = await Promise.all([charge(id), charge(id)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(await fee(id)).toMatchObject({ status: 'paid', charge: 22.5, testMoney: false });
    const charges = fake.paymentIntents.filter((p) => p.metadata.visitId === id);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ amount: 2250, status: 'succeeded', idempotencyKey: expect.stringMatching(/^fee-/) });
    expect(await ledger(id)).toEqual([['online_payment', 2250]]);
    expect((await takings()) - takingsBefore).toBeCloseTo(22.5);
    expect((await revenue()) - revenueBefore).toBeCloseTo(22.5);

    // Refunded like any other money: the ledger, takings and revenue come back to where they were.
    expect((await s.staff.post(`/api/appointments/${id}/fee/refund`)).json()).toMatchObject({ status: 'refunded', refunded: 22.5 });
    expect(fake.refunds.at(-1)).toMatchObject({ amount: 2250, payment_intent: charges[0]!.id });
    expect(await ledger(id)).toEqual([
      ['online_payment', 2250],
      ['online_refund', -2250],
    ]);
    expect(await takings()).toBeCloseTo(takingsBefore);
    expect(await revenue()).toBeCloseTo(revenueBefore);
  });

  it('turns a charge the bank wants authenticated into an e-mailed link, paid on Stripe’s page', async () => {
    const id = await bookWithCard('3184');
    await noShow(id);
    expect((await charge(id)).json()).toMatchObject({ status: 'requested' });
    const token = await feeLink(id);
    expect((await s.app.inject({ url: `/api/fees/${token}` })).json()).toMatchObject<Partial<PublicFee>>({ amount: 22.5, status: 'due' });
    const pay = await s.app.inject({ method: 'POST', url: `/api/fees/${token}/pay` });
    expect(pay.statusCode, pay.body).toBe(200);
    await webhook('checkout.session.completed', fake.pay(lastSession(), '3184'));
    expect(await fee(id)).toMatchObject({ status: 'paid' });
    expect((await s.app.inject({ url: `/api/fees/${token}` })).json()).toMatchObject({ status: 'paid' });
    expect(await ledger(id)).toEqual([['online_payment', 2250]]);
  });

  it('marks a declined card failed and e-mails the link; staff may then waive it, and erasing the client detaches the card', async () => {
    const id = await bookWithCard('9995');
    await noShow(id);
    expect((await charge(id)).json()).toMatchObject({ status: 'failed', failure: expect.stringContaining('insufficient funds') });
    expect(await feeLink(id)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const waived = await s.staff.post(`/api/appointments/${id}/fee/waive`, { reason: 'Her car broke down' });
    expect(waived.json()).toMatchObject({ status: 'waived', waiveReason: 'Her car broke down' });
    expect(await ledger(id)).toEqual([]);

    // Erasing the client detaches the card at Stripe, so it can never be charged again, and forgets it here.
    const { clientId } = await stored(id);
    const [saved] = await s.db.select().from(clients).where(eq(clients.id, clientId!));
    const erased = await s.staff.post(`/api/clients/${clientId}/erase`);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(fake.detached).toEqual([saved!.cardPaymentMethodId]);
    const [after] = await s.db.select().from(clients).where(eq(clients.id, clientId!));
    expect(after).toMatchObject({ cardPaymentMethodId: null, cardCustomerId: null, cardLast4: null, cardRule: 'policy' });
  });

  it('charges a late cancellation through the manage link the amount it showed', async () => {
    const id = await bookWithCard('4242');
    const token = await manageTokenFromOutbox(s.db, id);
    // The link restates the terms agreed, with this visit's amounts.
    expect((await s.app.inject({ url: `/api/manage/${token}` })).json()).toMatchObject({
      policyText: expect.stringContaining('If you cancel less than 24 hours before, we may charge £9.00 of the £45.00 price'),
    });
    // Tuesday 02:00: less than 24 hours before.
    await at(new Date('2026-11-24T02:00:00Z'));
    const preview = await s.app.inject({ url: `/api/manage/${token}/cancel/preview` });
    expect(preview.json()).toMatchObject({
      status: 'cancelled_no_refund',
      refundAmount: 0,
      lateFee: { fee: 9, kept: 0, charge: 9, card: { brand: 'visa', last4: '4242' } },
    });
    const takingsBefore = await takings();
    const cancelled = await s.app.inject({ method: 'POST', url: `/api/manage/${token}/cancel`, payload: {} });
    expect(cancelled.json()).toEqual({ status: 'cancelled_no_refund', refundAmount: 0, lateFee: { charge: 9, status: 'paid' } });
    expect(fake.paymentIntents.filter((p) => p.metadata.visitId === id).map((p) => p.amount)).toEqual([900]);
    expect(await fee(id)).toMatchObject({ kind: 'late_cancellation', status: 'paid', charge: 9 });
    expect(await ledger(id)).toEqual([['online_payment', 900]]);
    expect((await takings()) - takingsBefore).toBeCloseTo(9);
  });

  it('books when the return page reports the saved card before the webhook does, once', async () => {
    await at(BOOKED_AT);
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/checkout/create-session',
      payload: bookingRequest({ serviceId: s.cut, beauticianId: s.alice, startISO: '2026-11-25T09:00:00Z' }),
    });
    const { appointmentId } = res.json() as { appointmentId: string };
    const sessionId = lastSession();
    const session = fake.saveCard(sessionId, '4242');
    const confirm = () => s.app.inject({ url: `/api/checkout/confirm?session_id=${sessionId}` });
    expect((await confirm()).json()).toEqual({ appointmentId, status: 'confirmed' });
    // The webhook arrives after: nothing more happens.
    await webhook('checkout.session.completed', session);
    expect((await confirm()).json()).toEqual({ appointmentId, status: 'confirmed' });
    const confirmations = await s.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.appointmentId, appointmentId), eq(outboxMessages.kind, 'booking_confirmed')));
    expect(confirmations.filter((m) => m.toAddress === 'amelia@example.co.uk')).toHaveLength(1);
  });

  it('charges once when 50 requests to charge arrive at once over two processes', async () => {
    const id = await bookWithCard('4242');
    await noShow(id);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => s.as(s.cookie, i % 2 ? s.second : undefined).post(`/api/appointments/${id}/fee/charge`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 50 }, () => 200));
    expect(fake.paymentIntents.filter((p) => p.metadata.visitId === id)).toHaveLength(1);
    expect(await fee(id)).toMatchObject({ status: 'paid', charge: 22.5 });
    expect(await ledger(id)).toEqual([['online_payment', 2250]]);
  });
});
