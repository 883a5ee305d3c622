import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { appointments } from '../../db/schema/booking.ts';
import { givenAppointment, type AppointmentOptions } from '../../../../tests/builders/appointment.builder.ts';
import { bookingRequest } from '../../../../tests/builders/booking.builder.ts';
import { quietBookingMail } from '../../../../tests/support/booking-mail.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { cancelByStaff } from './appointment-status.service.ts';

// Monday 23 Nov 2026, 08:00 in London (GMT). The clock stays put: the staff session would idle out if it moved days.
const NOW = new Date('2026-11-23T08:00:00Z');
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(engines)('staff cancelling and marking no-shows (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW);
  // A free start for each appointment the tests create, so none of them collide.
  let nextHour = 0;

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    s.staff.call(method, `/api/appointments/${url}`, payload);
  const preview = (id: string) => call('GET', `${id}/cancel/preview`);
  const cancel = (id: string, reason?: string) =>
    call('POST', `${id}/cancel`, { requestedBy: 'staff', ...(reason === undefined ? {} : { reason }) });
  const noShow = (id: string) => call('PATCH', `${id}/status`, { status: 'no_show' });
  const stored = async (id: string) => (await s.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
  const upcoming = (options: Partial<AppointmentOptions> = {}) =>
    givenAppointment(s.db, {
      beauticianId: s.alice,
      serviceId: s.cut,
      start: new Date(Date.UTC(2026, 11, 1, nextHour++)).toISOString(),
      ...options,
    });
  // Started an hour ago: a no-show may be recorded.
  const started = () => upcoming({ start: '2026-11-23T07:00:00Z' });

  it('previews a staff cancellation with no side effects, then cancels with exactly the previewed outcome', async () => {
    const id = await upcoming({ paymentMode: 'deposit', amountPaidPence: 1500 });
    const before = await stored(id);
    const previewed = await preview(id);
    expect(previewed.statusCode).toBe(200);
    expect(previewed.json()).toEqual({ status: 'cancelled_full_refund', refundAmount: 1500, amountPaid: 1500 });
    expect(await stored(id)).toEqual(before);

    const res = await cancel(id, 'Stylist off sick');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled_full_refund', refundAmount: 1500 });
    expect(res.json().appointment).toMatchObject({
      _id: id,
      status: 'cancelled_full_refund',
      cancelledAt: NOW.toISOString(),
      cancelReason: 'Stylist off sick',
      amountPaid: 15,
      amountRefunded: 15,
    });
    expect(await stored(id)).toMatchObject({ cancelledBy: 'staff', refundedPence: 1500, cancelledAt: NOW });
  });

  it("cancels an appointment paid at the salon with no refund and the reason 'Admin initiated' when none is given", async () => {
    for (const reason of [undefined, '   ']) {
      const id = await upcoming();
      expect((await preview(id)).json()).toEqual({ status: 'cancelled_no_refund', refundAmount: 0, amountPaid: 0 });
      const res = await cancel(id, reason);
      expect(res.json()).toMatchObject({
        status: 'cancelled_no_refund',
        refundAmount: 0,
        appointment: { cancelReason: 'Admin initiated' },
      });
    }
  });

  it('refuses a second cancel with 409 and keeps the first one as it was', async () => {
    const id = await upcoming({ paymentMode: 'pay_now', amountPaidPence: 4500 });
    expect((await cancel(id, 'First')).statusCode).toBe(200);
    const after = await stored(id);
    const again = await cancel(id, 'Second');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'ALREADY_CANCELLED', error: 'This appointment is already cancelled.' });
    expect(await stored(id)).toEqual(after);
    expect((await preview(id)).statusCode).toBe(409);
  });

  it('lets exactly one of several concurrent cancels through', async () => {
    const id = await upcoming({ paymentMode: 'pay_now', amountPaidPence: 4500 });
    const responses = await Promise.all(Array.from({ length: 5 }, (_, i) => cancel(id, `Attempt ${i}`)));
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409]);
    expect((await stored(id)).refundedPence).toBe(4500);
  });

  it('asks the refund provider once, for the refunded amount, and not at all when nothing was paid', async () => {
    const refund = vi.fn(async () => {});
    const paid = await upcoming({ paymentMode: 'pay_now', amountPaidPence: 4500 });
    await cancelByStaff(s.db, paid, {}, NOW, refund, quietBookingMail);
    await expect(cancelByStaff(s.db, paid, {}, NOW, refund, quietBookingMail)).rejects.toThrow('already cancelled');
    await cancelByStaff(s.db, await upcoming(), {}, NOW, refund, quietBookingMail);
    expect(refund.mock.calls).toEqual([[{ appointmentId: paid, amountPence: 4500 }]]);
  });

  it('offers the time again as soon as the appointment is cancelled', async () => {
    const slots = async () => {
      const res = await s.app.inject({ url: `/api/slots?beauticianId=${s.alice}&serviceId=${s.cut}&variantName=Standard&date=2026-11-25` });
      return (res.json().slots as Array<{ startISO: string }>).map((s) => s.startISO);
    };
    const start = '2026-11-25T10:00:00.000Z';
    const booked = await s.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: bookingRequest({ serviceId: s.cut, beauticianId: s.alice, startISO: start }),
    });
    expect(booked.statusCode).toBe(201);
    expect(await slots()).not.toContain(start);
    expect((await cancel(booked.json().appointmentId)).statusCode).toBe(200);
    expect(await slots()).toContain(start);
  });

  it('marks a started appointment as a no-show', async () => {
    const id = await started();
    const res = await noShow(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'no_show', appointment: { _id: id, status: 'no_show' } });
  });

  it.each([
    ['before it starts', () => upcoming(), 'NOT_STARTED'],
    ['when it is cancelled', () => started().then(async (id) => (await cancel(id), id)), 'ALREADY_CANCELLED'],
    ['twice', () => started().then(async (id) => (await noShow(id), id)), 'ALREADY_NO_SHOW'],
    ['for an unpaid reservation', () => upcoming({ start: '2026-11-23T06:00:00Z', status: 'reserved_unpaid' }), 'UNPAID'],
    // Attended and paid: its money is corrected by reversals at the till, not by calling it a no-show (docs/decisions/0027).
    ['once checked out', () => upcoming({ start: '2026-11-23T05:00:00Z', status: 'completed' }), 'COMPLETED'],
  ])('refuses a no-show %s with 409 and changes nothing', async (_case, given, code) => {
    const id = await given();
    const before = await stored(id);
    const res = await noShow(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe(code);
    expect(await stored(id)).toEqual(before);
  });

  it('refuses to cancel a no-show', async () => {
    const id = await started();
    await noShow(id);
    const res = await cancel(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('A no-show cannot be cancelled.');
    expect((await stored(id)).status).toBe('no_show');
  });

  it.each([
    ['the preview', (id: string) => preview(id)],
    ['a cancel', (id: string) => cancel(id)],
    ['a no-show', (id: string) => noShow(id)],
  ])('answers 404 to %s of an unknown appointment and 400 to a malformed id', async (_case, send) => {
    const res = await send(UNKNOWN);
    expect([res.statusCode, res.json().error]).toEqual([404, 'Appointment not found']);
    expect((await send('42')).statusCode).toBe(400);
  });

  it.each([
    ['a client-requested cancel', (id: string) => call('POST', `${id}/cancel`, { requestedBy: 'client' })],
    ['another status', (id: string) => call('PATCH', `${id}/status`, { status: 'completed' })],
  ])('refuses %s with 400', async (_case, send) => {
    const id = await upcoming();
    expect((await send(id)).statusCode).toBe(400);
    expect((await stored(id)).status).toBe('confirmed');
  });

  it.each([
    ['GET', '/api/appointments'],
    ['PATCH', `/api/appointments/${UNKNOWN}`],
    ['GET', `/api/appointments/${UNKNOWN}/cancel/preview`],
    ['POST', `/api/appointments/${UNKNOWN}/cancel`],
    ['PATCH', `/api/appointments/${UNKNOWN}/status`],
  ] as const)('answers 401 to %s %s without a staff session', async (method, url) => {
    const res = await s.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
    expect(res.statusCode).toBe(401);
  });
});
