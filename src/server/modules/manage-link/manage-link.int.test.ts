import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AppointmentOptions } from '../../../../tests/builders/appointment.builder.ts';
import { givenBookingWithLink } from '../../../../tests/support/manage-link.ts';
import { signInAsStaff } from '../../../../tests/support/staff-session.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { appointments } from '../../db/schema/booking.ts';
import { outboxMessages } from '../../db/schema/notifications.ts';

const NOW = new Date('2026-11-22T09:00:00Z');
const NOT_FOUND = { error: 'Booking link not found', code: 'NOT_FOUND' };
const hoursFromNow = (h: number) => new Date(NOW.getTime() + h * 3_600_000).toISOString();

describe.each(engines)('the manage-booking link and the Outbox (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, { signIn: false });

  /** A confirmed booking and the token from the link in its confirmation e-mail to the client. */
  const bookedWithLink = (options: Partial<AppointmentOptions> & { start: string }) =>
    givenBookingWithLink(s.db, { beauticianId: s.alice, serviceId: s.cut, ...options }, NOW);
  const get = (url: string) => s.app.inject({ method: 'GET', url });
  const cancel = (token: string) => s.app.inject({ method: 'POST', url: `/api/manage/${token}/cancel`, payload: {} });

  it('shows the booking, and cancels inside the free window with everything back', async () => {
    const { id, token } = await bookedWithLink({ start: hoursFromNow(72), paymentMode: 'pay_now', amountPaidPence: 4500 });
    const shown = await get(`/api/manage/${token}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      _id: id,
      status: 'confirmed',
      serviceName: 'Cut',
      clientName: 'Amelia Hughes',
      amountPaid: 45,
      freeCancellationHours: 24,
    });
    expect((await get(`/api/manage/${token}/cancel/preview`)).json()).toEqual({
      status: 'cancelled_full_refund',
      refundAmount: 4500,
      amountPaid: 4500,
      lateFee: null,
    });

    const res = await cancel(token);
    expect(res.json()).toEqual({ status: 'cancelled_full_refund', refundAmount: 4500, lateFee: null });
    const [row] = await s.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row).toMatchObject({ status: 'cancelled_full_refund', refundedPence: 4500, cancelledBy: 'client' });
    const kinds = await s.db.select({ kind: outboxMessages.kind }).from(outboxMessages).where(eq(outboxMessages.appointmentId, id));
    expect(kinds.map((k) => k.kind)).toContain('booking_cancelled');

    // The same link after the cancellation opens nothing.
    for (const url of [`/api/manage/${token}`, `/api/manage/${token}/cancel/preview`]) expect((await get(url)).json()).toEqual(NOT_FOUND);
    const again = await cancel(token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(NOT_FOUND);
  });

  it('outside the free window keeps the deposit share and refunds the rest; a late deposit gets nothing back', async () => {
    const paidInFull = await bookedWithLink({ start: hoursFromNow(10), paymentMode: 'pay_now', amountPaidPence: 4500 });
    expect((await get(`/api/manage/${paidInFull.token}/cancel/preview`)).json()).toEqual({
      status: 'cancelled_partial_refund',
      refundAmount: 3600,
      amountPaid: 4500,
      // The salon's 20% late-cancellation fee is the £9 it keeps: nothing more to charge.
      lateFee: { fee: 9, kept: 9, charge: 0, card: null },
    });
    expect((await cancel(paidInFull.token)).json()).toEqual({ status: 'cancelled_partial_refund', refundAmount: 3600, lateFee: null });

    const deposit = await bookedWithLink({ start: hoursFromNow(12), paymentMode: 'deposit', amountPaidPence: 900 });
    expect((await cancel(deposit.token)).json()).toEqual({ status: 'cancelled_no_refund', refundAmount: 0, lateFee: null });
  });

  it('answers the same 404 to a wrong, malformed or past link', async () => {
    const { token } = await bookedWithLink({ start: hoursFromNow(30) });
    const wrong = `${token.slice(0, 42)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [wrong, 'short', `${token}x`]) {
      const res = await get(`/api/manage/${bad}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
    s.setNow(new Date(NOW.getTime() + 31 * 3_600_000));
    try {
      expect((await get(`/api/manage/${token}`)).json()).toEqual(NOT_FOUND);
      expect((await cancel(token)).statusCode).toBe(404);
    } finally {
      s.setNow(NOW);
    }
  });

  it('lists the Outbox newest first for staff only', async () => {
    await bookedWithLink({ start: hoursFromNow(80) });
    expect((await get('/api/outbox')).statusCode).toBe(401);
    const cookie = await signInAsStaff(s.app, s.db);
    const list = await s.as(cookie).get('/api/outbox?page=1&pageSize=2');
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body).toMatchObject({ page: 1, pageSize: 2 });
    expect(body.messages).toHaveLength(2);
    expect(body.total).toBeGreaterThan(2);
    const one = await s.as(cookie).get(`/api/outbox/${body.messages[0]._id}`);
    expect(one.json()).toMatchObject({ status: 'queued', kind: body.messages[0].kind });
    expect(one.json().html).toContain('<!doctype html>');
    const missing = await s.as(cookie).get('/api/outbox/3f1c2a9e-6b7d-4c1e-9a2b-5d8e7f6a1b2c');
    expect(missing.statusCode).toBe(404);
  });
});
