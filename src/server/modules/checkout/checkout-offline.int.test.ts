import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookingRequest } from '../../../../tests/builders/booking.builder.ts';
import { signInAsStaff } from '../../../../tests/support/staff-session.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { appointments } from '../../db/schema/booking.ts';
import { payments } from '../../db/schema/checkout.ts';
import { createOfflineProvider } from '../../payments/offline-provider.ts';
import { sweepHolds } from './hold-release.service.ts';
import { pressPay } from '../../../../tests/support/offline-pay.ts';

// Monday 23 Nov 2026, 08:00 in London. Cut: 60 minutes, £45, so the 20% deposit is £9.
const NOW = new Date('2026-11-23T08:00:00Z');

describe.each(engines)('online checkout with the offline provider (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, { signIn: false });
  let nextHour = 0;

  // Each test books its own hour on Wednesday 25 Nov (09:00 upwards, GMT).
  const freeStart = () => new Date(Date.UTC(2026, 10, 25, 9 + nextHour++)).toISOString();
  const startSession = (startISO: string, mode: 'deposit' | 'pay_now' = 'deposit') =>
    s.app.inject({
      method: 'POST',
      url: '/api/checkout/create-session',
      payload: bookingRequest({ serviceId: s.cut, beauticianId: s.alice, startISO, mode }),
    });
  const sessionOf = (url: string) => url.replace('/pay/', '');
  const stored = async (id: string) => (await s.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
  const paymentOf = async (sessionId: string) => (await s.db.select().from(payments).where(eq(payments.sessionId, sessionId)))[0]!;
  const offered = async (startISO: string) => {
    const res = await s.app.inject({ url: `/api/slots?beauticianId=${s.alice}&serviceId=${s.cut}&variantName=Standard&date=2026-11-25` });
    return (res.json().slots as Array<{ startISO: string }>).some((s) => s.startISO === startISO);
  };
  const pay = (sessionId: string) => pressPay(s.app, sessionId);

  it('holds the slot unpaid, shows a marked test page, and confirms the deposit when Pay is pressed', async () => {
    const start = freeStart();
    const res = await startSession(start);
    expect(res.statusCode).toBe(200);
    const { url } = res.json() as { url: string };
    expect(url).toMatch(/^\/pay\/offline_cs_/);
    const sessionId = sessionOf(url);
    const { appointmentId } = await paymentOf(sessionId);
    expect(await stored(appointmentId)).toMatchObject({
      status: 'reserved_unpaid',
      holdExpiresAt: new Date(NOW.getTime() + 15 * 60_000),
      amountPaidPence: 0,
    });
    expect(await offered(start)).toBe(false);

    const page = await s.app.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Test payment — no money moves');
    expect(page.body).toContain('£9.00');

    const paid = await pay(sessionId);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/success?appointmentId=${appointmentId}&session_id=${sessionId}`);
    expect(await stored(appointmentId)).toMatchObject({ status: 'confirmed', amountPaidPence: 900, paidAt: NOW, holdExpiresAt: null });
    expect(await paymentOf(sessionId)).toMatchObject({
      status: 'paid',
      amountPence: 900,
      providerPaymentId: expect.stringMatching(/^offline_pi_/),
    });

    // Pressing Pay again, and the return page's confirm call any number of times, changes nothing.
    await pay(sessionId);
    const confirms = await Promise.all([1, 2, 3].map(() => s.app.inject({ url: `/api/checkout/confirm?session_id=${sessionId}` })));
    for (const c of confirms) expect(c.json()).toEqual({ appointmentId, status: 'confirmed' });
    expect((await stored(appointmentId)).amountPaidPence).toBe(900);
  });

  it('charges the full price for pay_now, and books pay_in_salon at once where no card is asked for', async () => {
    const { url } = (await startSession(freeStart(), 'pay_now')).json() as { url: string };
    expect((await paymentOf(sessionOf(url))).amountPence).toBe(4500);
    const inSalon = await s.app.inject({
      method: 'POST',
      url: '/api/checkout/create-session',
      payload: bookingRequest({ serviceId: s.cut, beauticianId: s.alice, startISO: freeStart() }),
    });
    expect(inSalon.statusCode, inSalon.body).toBe(200);
    const { url: booked, appointmentId } = inSalon.json() as { url: string; appointmentId: string };
    // Nothing to pay and no card to save: the booking's page, as POST /api/appointments would make it.
    expect(booked).toBe(`/success?appointmentId=${appointmentId}`);
    expect(await stored(appointmentId)).toMatchObject({ status: 'confirmed', paymentMode: 'pay_in_salon', holdExpiresAt: null });
  });

  it('refunds the deposit when staff cancel, and keeps the appointment as it was when the refund fails', async () => {
    const { url } = (await startSession(freeStart())).json() as { url: string };
    const sessionId = sessionOf(url);
    await pay(sessionId);
    const { appointmentId } = await paymentOf(sessionId);
    const cookie = await signInAsStaff(s.app, s.db);
    const preview = await s.as(cookie).get(`/api/appointments/${appointmentId}/cancel/preview`);
    expect(preview.json()).toEqual({ status: 'cancelled_full_refund', refundAmount: 900, amountPaid: 900 });
    const cancel = await s.as(cookie).post(`/api/appointments/${appointmentId}/cancel`, { requestedBy: 'staff' });
    expect(cancel.json()).toMatchObject({ status: 'cancelled_full_refund', refundAmount: 900 });
    expect(await paymentOf(sessionId)).toMatchObject({
      refundedPence: 900,
      refundId: `offline_re_cancel-${appointmentId}-${(await paymentOf(sessionId)).id}`,
    });
  });

  it('releases an expired hold: the slot is offered again at once, and the page shows it as paid no more', async () => {
    const start = freeStart();
    const { url } = (await startSession(start)).json() as { url: string };
    const { appointmentId } = await paymentOf(sessionOf(url));
    s.setNow(new Date(NOW.getTime() + 16 * 60_000));
    try {
      expect(await offered(start)).toBe(true);
      // Another customer takes the time: the stale hold is released first.
      const other = await s.app.inject({
        method: 'POST',
        url: '/api/appointments',
        payload: bookingRequest({ serviceId: s.cut, beauticianId: s.alice, startISO: start }),
      });
      expect(other.statusCode).toBe(201);
      expect((await stored(appointmentId)).status).toBe('cancelled_expired');
    } finally {
      s.setNow(NOW);
    }
  });

  it('still confirms a payment arriving after the hold was released, while nobody has taken the time', async () => {
    const { url } = (await startSession(freeStart())).json() as { url: string };
    const sessionId = sessionOf(url);
    const { appointmentId } = await paymentOf(sessionId);
    const later = new Date(NOW.getTime() + 20 * 60_000);
    expect((await sweepHolds(s.db, createOfflineProvider(), later)).released).toBeGreaterThanOrEqual(1);
    expect((await stored(appointmentId)).status).toBe('cancelled_expired');
    expect((await paymentOf(sessionId)).status).toBe('expired');

    await pay(sessionId);
    expect(await stored(appointmentId)).toMatchObject({ status: 'confirmed', amountPaidPence: 900, cancelledAt: null, refundedPence: 0 });
  });

  it('answers 404 to the confirm call for an unknown session and 400 to a malformed one', async () => {
    expect((await s.app.inject({ url: '/api/checkout/confirm?session_id=offline_cs_nope' })).statusCode).toBe(404);
    expect((await s.app.inject({ url: '/api/checkout/confirm?session_id=%3Cscript%3E' })).statusCode).toBe(400);
  });
});
