import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { colourCutAndBlowDry, givenColourAndBlowDry, givenSalonForVisitBooking } from '../../../../tests/builders/scenario.builder.ts';
import { manageTokenFromOutbox } from '../../../../tests/support/manage-link.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { quietBookingMail } from '../../../../tests/support/booking-mail.ts';
import { appointments } from '../../db/schema/booking.ts';
import { payments } from '../../db/schema/checkout.ts';
import { outboxMessages } from '../../db/schema/notifications.ts';
import { readWholeVisit } from '../booking/whole-visit.ts';
import { refundAndCancel } from './appointment-status.service.ts';

// Monday 23 Nov 2026, 08:00 in London (GMT). The salon of givenSalonForVisitBooking: colour (£65) and cut (£45) with
// Alice, blow-dry (£25) with Bella, a 20% deposit (£27 on the visit) and free cancellation up to 24 hours before.
const NOW = new Date('2026-11-23T08:00:00Z');
const at = (date: string, time: string) => `${date}T${time}:00.000Z`;

describe.each(engines)('a visit of several services is cancelled, or marked a no-show, whole (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, { given: (t) => givenSalonForVisitBooking(t.db) });

  /** The visit booked with a deposit paid on the offline test page: its first appointment's id. */
  const paidVisit = async (date: string) => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/checkout/create-session',
      payload: colourCutAndBlowDry(s, at(date, '10:00'), { mode: 'deposit' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { url, appointmentId } = res.json() as { url: string; appointmentId: string };
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    expect((await s.app.inject({ method: 'POST', url, headers, payload: '' })).statusCode).toBe(303);
    return appointmentId as string;
  };
  const parts = (visitId: string) =>
    s.db
      .select({
        id: appointments.id,
        status: appointments.status,
        paid: appointments.amountPaidPence,
        refunded: appointments.refundedPence,
      })
      .from(appointments)
      .where(eq(appointments.visitId, visitId))
      .orderBy(appointments.visitPosition);

  it('through the manage link: shows every service, and cancels all of it with the refund', async () => {
    const visitId = await paidVisit('2026-11-30');
    const token = await manageTokenFromOutbox(s.db, visitId);
    const shown = (await s.app.inject({ url: `/api/manage/${token}` })).json();
    expect(shown).toMatchObject({
      price: 135,
      amountPaid: 27,
      start: at('2026-11-30', '10:00'),
      end: at('2026-11-30', '13:15'),
    });
    expect(
      shown.services.map((p: { service: { name: string }; beautician: { name: string } }) => `${p.service.name} with ${p.beautician.name}`),
    ).toEqual(['Colour with Alice', 'Cut with Alice', 'Blow-dry with Bella']);

    // A week ahead: inside the free window, so the whole deposit comes back.
    expect((await s.app.inject({ url: `/api/manage/${token}/cancel/preview` })).json()).toEqual({
      status: 'cancelled_full_refund',
      refundAmount: 2700,
      amountPaid: 2700,
      lateFee: null,
    });
    const cancelled = await s.app.inject({ method: 'POST', url: `/api/manage/${token}/cancel`, payload: {} });
    expect(cancelled.json()).toEqual({ status: 'cancelled_full_refund', refundAmount: 2700, lateFee: null });
    expect(await parts(visitId)).toEqual([
      { id: visitId, status: 'cancelled_full_refund', paid: 1300, refunded: 1300 },
      { id: expect.any(String), status: 'cancelled_full_refund', paid: 900, refunded: 900 },
      { id: expect.any(String), status: 'cancelled_full_refund', paid: 500, refunded: 500 },
    ]);
    const [payment] = await s.db.select().from(payments).where(eq(payments.appointmentId, visitId));
    expect(payment!.refundedPence).toBe(2700);
    // The time is free again for everyone.
    const again = await s.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: colourCutAndBlowDry(s, at('2026-11-30', '10:00')),
    });
    expect(again.statusCode).toBe(201);
  });

  it('by staff from any of its services, with the refund preview on the whole visit', async () => {
    const visitId = await paidVisit('2026-12-02');
    const blowDry = (await parts(visitId))[2]!.id;
    expect((await s.staff.get(`/api/appointments/${blowDry}/cancel/preview`)).json()).toEqual({
      status: 'cancelled_full_refund',
      refundAmount: 2700,
      amountPaid: 2700,
    });
    const res = await s.staff.post(`/api/appointments/${blowDry}/cancel`, { requestedBy: 'staff', reason: 'Client is ill' });
    expect(res.json()).toMatchObject({ status: 'cancelled_full_refund', refundAmount: 2700, appointment: { _id: blowDry } });
    expect(res.json().visitParts.map((p: { status: string }) => p.status)).toEqual(Array(3).fill('cancelled_full_refund'));
    const [told] = await s.db
      .select({ text: outboxMessages.textBody })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.appointmentId, visitId), eq(outboxMessages.kind, 'booking_cancelled')))
      .limit(1);
    expect(told?.text).toContain('Paid £27.00 · refunded in full (test payment: nothing was charged)');
    expect((await parts(visitId)).map((p) => [p.status, p.refunded])).toEqual([
      ['cancelled_full_refund', 1300],
      ['cancelled_full_refund', 900],
      ['cancelled_full_refund', 500],
    ]);
    // Cancelling it again changes nothing.
    expect((await s.staff.post(`/api/appointments/${visitId}/cancel`, { requestedBy: 'staff' })).statusCode).toBe(409);
  });

  it('is a no-show whole, marked from any of its services once the first has started', async () => {
    // Taken at 06:30 today: the colour has started (it is 08:00), the blow-dry after it has not.
    const { colour, blowDry } = await givenColourAndBlowDry(s.db, s, at('2026-11-23', '06:30'));
    const res = await s.staff.call('PATCH', `/api/appointments/${blowDry}/status`, { status: 'no_show' });
    expect(res.json()).toMatchObject({ status: 'no_show', appointment: { _id: blowDry, status: 'no_show' } });
    expect((await parts(colour)).map((p) => p.status)).toEqual(['no_show', 'no_show']);
    const again = await s.staff.call('PATCH', `/api/appointments/${colour}/status`, { status: 'no_show' });
    expect([again.statusCode, again.json().code]).toEqual([409, 'ALREADY_NO_SHOW']);
  });

  it('lets the later of two cancellations that read the visit at once change nothing', async () => {
    const visitId = await paidVisit('2026-12-03');
    // Both read the visit as booked; the staff cancellation commits first.
    const { whole } = (await readWholeVisit(s.db, visitId))!;
    expect((await s.staff.post(`/api/appointments/${visitId}/cancel`, { requestedBy: 'staff' })).statusCode).toBe(200);
    const after = await parts(visitId);
    const cancellationMails = () =>
      s.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.appointmentId, visitId), eq(outboxMessages.kind, 'booking_cancelled')));
    const told = (await cancellationMails()).length;
    const stale = { ...whole, status: 'confirmed' as const };
    const outcome = { status: 'cancelled_full_refund' as const, refundPence: 2700 };
    const late = refundAndCancel(s.db, stale, outcome, { by: 'client', reason: 'Late' }, NOW, async () => {}, quietBookingMail);
    await expect(late).rejects.toMatchObject({ status: 409, code: 'ALREADY_CANCELLED' });
    expect(await parts(visitId)).toEqual(after);
    expect(await cancellationMails()).toHaveLength(told);
  });
});
