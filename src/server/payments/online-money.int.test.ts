import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { bookingRequest } from '../../../tests/builders/booking.builder.ts';
import { givenSalonWithCut } from '../../../tests/builders/scenario.builder.ts';
import { FakeStripe, signedEvent } from '../../../tests/support/fake-stripe.ts';
import { signInAsStaff } from '../../../tests/support/staff-session.ts';
import { engines } from '../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../tests/support/salon-app.ts';
import type { TakingsFigures, VisitMoney } from '../../core/schemas/till.schema.ts';
import { payments } from '../db/schema/checkout.ts';

// Monday 23 Nov 2026, 08:00 in London (GMT): a client pays the £9 deposit of Wednesday's Cut through Stripe (live
// keys: real money); on Tuesday the salon cancels it and Stripe refunds her.
const PAID_AT = new Date('2026-11-23T08:00:00Z');
const REFUNDED_AT = new Date('2026-11-24T10:00:00Z');
const SECRET = 'whsec_test_secret';
const ZERO: TakingsFigures = { card: 0, cash: 0, other: 0, notRecorded: 0, online: 0, refunds: 0, tips: 0, total: 0, testMoney: 0 };

describe.each(engines)('online money in the ledger and the takings (%s)', (engine) => {
  const fake = new FakeStripe();
  let stripe: Stripe;
  afterAll(() => fake.stop());
  const s = salonAppForSuite(engine, PAID_AT, {
    app: async () => {
      const started = await fake.startWithProvider(SECRET, 'sk_live_fake');
      stripe = started.stripe;
      return { paymentProvider: started.provider };
    },
    // Wednesday's Cut, its deposit paid through Stripe (the webhook confirmed it).
    given: async (t) => {
      const { alice, cut } = await givenSalonWithCut(t.db);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/checkout/create-session',
        payload: bookingRequest({ serviceId: cut, beauticianId: alice, startISO: '2026-11-25T09:00:00Z', mode: 'deposit' }),
      });
      expect(res.statusCode, res.body).toBe(200);
      const sessionId = [...fake.sessions.keys()].at(-1)!;
      const appointmentId = (await t.db.select().from(payments).where(eq(payments.sessionId, sessionId)))[0]!.appointmentId;
      const { payload, signature } = signedEvent(stripe, SECRET, {
        id: 'evt_paid',
        type: 'checkout.session.completed',
        object: fake.pay(sessionId),
      });
      const hook = await t.app.inject({
        method: 'POST',
        url: '/api/checkout/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
      expect(hook.statusCode, hook.body).toBe(200);
      return { appointmentId };
    },
  });

  const get = s.staff.read;
  const takings = (date: string) => get<{ days: TakingsFigures[] }>(`/api/takings?startDate=${date}&endDate=${date}`);

  it('records the deposit the webhook confirmed as an online payment, in the takings of the day it was paid', async () => {
    const money = await get<VisitMoney>(`/api/appointments/${s.appointmentId}/money`);
    expect(money).toMatchObject({ status: 'confirmed', paidOnline: 9, takenAtSalon: 0, balance: 36 });
    expect(money.entries.map((e) => [e.kind, e.method, e.amount, e.takenAt, e.testMoney])).toEqual([
      ['online_payment', 'online', 9, PAID_AT.toISOString(), false],
    ]);
    expect((await takings('2026-11-23')).days).toEqual([{ ...ZERO, date: '2026-11-23', online: 9, total: 9 }]);
  });

  it('records the refund of a cancellation as an online refund, on the day it was refunded, leaving the payment’s day as it was', async () => {
    s.setNow(REFUNDED_AT);
    // A day later: the morning's session has lapsed, so the member of staff signs in again.
    s.cookie = await signInAsStaff(s.app, s.db, { email: 'next-day@salon.example' });
    const cancelled = await s.staff.post(`/api/appointments/${s.appointmentId}/cancel`, { requestedBy: 'staff' });
    s.setNow(PAID_AT);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled_full_refund', refundAmount: 900 });
    expect(fake.refunds).toEqual([expect.objectContaining({ amount: 900 })]);

    const money = await get<VisitMoney>(`/api/appointments/${s.appointmentId}/money`);
    expect(money).toMatchObject({ status: 'cancelled_full_refund', paidOnline: 0 });
    expect(money.entries.map((e) => [e.kind, e.amount, e.takenAt])).toEqual([
      ['online_payment', 9, PAID_AT.toISOString()],
      ['online_refund', -9, REFUNDED_AT.toISOString()],
    ]);
    expect((await takings('2026-11-24')).days).toEqual([{ ...ZERO, date: '2026-11-24', refunds: 9, total: -9 }]);
    expect((await takings('2026-11-23')).days).toEqual([{ ...ZERO, date: '2026-11-23', online: 9, total: 9 }]);
  });
});
