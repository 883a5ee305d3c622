import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { FeeView } from '../../../core/schemas/fee.schema.ts';
import type { RevenueReport } from '../../../core/schemas/revenue.schema.ts';
import { appointments } from '../../db/schema/booking.ts';
import { offlineTestCard, type TestCardBehaviour } from '../../payments/offline-provider.ts';
import { givenAppointment, type AppointmentOptions } from '../../../../tests/builders/appointment.builder.ts';
import { givenSavedCard } from '../../../../tests/builders/card.builder.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';

// Monday 23 November 2026, 15:00 in London (GMT).
const NOW = new Date('2026-11-23T15:00:00Z');

describe.each(engines)('fees kept in the revenue report (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW);
  let clientNo = 0;
  afterEach(() => s.setNow(NOW));

  /** Alice's £45 Cut at `start`, missed or cancelled as `extra` says, the client's test card of `behaviour` saved. */
  const visit = async (start: string, behaviour: TestCardBehaviour, extra: Partial<AppointmentOptions> = {}) => {
    clientNo++;
    const id = await givenAppointment(s.db, {
      beauticianId: s.alice,
      serviceId: s.cut,
      start,
      status: 'no_show',
      testMoney: true,
      client: { name: 'Nia Client', email: `fee-client${clientNo}@example.com`, phone: `0770091${String(clientNo).padStart(4, '0')}` },
      ...extra,
    });
    await givenSavedCard(s.db, id, offlineTestCard(behaviour));
    return id;
  };
  const hoursBefore = (start: string, hours: number) => new Date(new Date(start).getTime() - hours * 3_600_000);
  /** A no-show whose £9 deposit was paid when booking: its £22.50 fee (50%) charges £13.50. */
  const noShow = (start: string, behaviour: TestCardBehaviour = 'succeeds') =>
    visit(start, behaviour, { paymentMode: 'deposit', amountPaidPence: 900, paidAt: hoursBefore(start, 72).toISOString() });
  /** Cancelled by the client 7 hours before, nothing paid: its £9 fee (20%) charges £9. */
  const lateCancellation = async (start: string) => {
    const id = await visit(start, 'succeeds', { status: 'cancelled_no_refund' });
    await s.db
      .update(appointments)
      // Late: inside the booking's 24-hour window, as its cancellation decided (docs/decisions/0037).
      .set({ cancelledAt: hoursBefore(start, 7), cancelledLate: true })
      .where(eq(appointments.id, id));
    return id;
  };
  const charge = async (id: string) => {
    const res = await s.staff.post(`/api/appointments/${id}/fee/charge`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<FeeView>();
  };
  const report = (startDate: string, endDate = startDate) =>
    s.staff.read<RevenueReport>(`/api/revenue?startDate=${startDate}&endDate=${endDate}`);
  const revenuePence = (r: RevenueReport) => r.beauticians.reduce((sum, row) => sum + Math.round(row.revenue * 100), 0);
  const NONE = { noShow: 0, lateCancellation: 0, count: 0 };

  it('gives the no-show and late-cancellation fees of the period’s visits, by kind, already in the revenue and counted once', async () => {
    const missed = await noShow('2026-11-23T09:00:00Z');
    const cancelled = await lateCancellation('2026-11-23T12:00:00Z');
    const declined = await noShow('2026-11-23T10:00:00Z', 'declined');
    const before = await report('2026-11-23');
    expect(before.fees).toEqual(NONE);

    expect(await charge(missed)).toMatchObject({ kind: 'no_show', status: 'paid', kept: 9, charge: 13.5 });
    expect(await charge(cancelled)).toMatchObject({ kind: 'late_cancellation', status: 'paid', charge: 9 });
    // Declined: nothing was taken, so nothing is kept.
    expect(await charge(declined)).toMatchObject({ status: 'failed' });

    const after = await report('2026-11-23');
    // The whole fee kept (issue 40): the £9 deposit counted towards the no-show's £22.50 and the £13.50 charged on top.
    expect(after.fees).toEqual({ noShow: 22.5, lateCancellation: 9, count: 2 });
    // The fees are in Alice's revenue once, through their visits' money: the figure is beside it, not added again.
    expect(revenuePence(after) - revenuePence(before)).toBe(1350 + 900);
    // Both no-shows' deposits, the fee charged on one, and the late cancellation's fee.
    expect(after.beauticians).toEqual([expect.objectContaining({ beauticianId: s.alice, revenue: 9 + 9 + 13.5 + 9, bookings: 0 })]);
    expect((await report('2026-11-01', '2026-11-30')).fees).toEqual(after.fees);
  });

  it('drops a refunded fee, and with it the revenue it brought', async () => {
    s.setNow(new Date('2026-11-10T15:00:00Z'));
    const refunded = await noShow('2026-11-10T09:00:00Z');
    const kept = await lateCancellation('2026-11-10T12:00:00Z');
    const before = await report('2026-11-10');
    await charge(refunded);
    await charge(kept);
    expect((await report('2026-11-10')).fees).toEqual({ noShow: 22.5, lateCancellation: 9, count: 2 });

    const res = await s.staff.post(`/api/appointments/${refunded}/fee/refund`);
    expect(res.json()).toMatchObject({ status: 'refunded', refunded: 13.5 });
    const after = await report('2026-11-10');
    // The charge went back; the deposit counted towards the fee is still kept.
    expect(after.fees).toEqual({ noShow: 9, lateCancellation: 9, count: 2 });
    expect(revenuePence(after) - revenuePence(before)).toBe(900);
  });

  // Issue 40: the card went by the day a fee was paid, revenue by the visit's; a day's revenue held fees the card
  // said were 'None in this period', and another day's card claimed more than its revenue.
  it('counts a fee on the London day of its visit, as revenue does, whenever it was paid', async () => {
    // Missed on Tuesday 30 June; charged at 00:30 BST on Wednesday 1 July (23:30 UTC on the 30th).
    const missed = await noShow('2026-06-30T09:00:00Z');
    s.setNow(new Date('2026-06-30T23:30:00Z'));
    const visitDay = await report('2026-06-30');
    expect(await charge(missed)).toMatchObject({ status: 'paid', paidAt: '2026-06-30T23:30:00.000Z' });

    const visitDayAfter = await report('2026-06-30');
    expect(visitDayAfter.fees).toEqual({ noShow: 22.5, lateCancellation: 0, count: 1 });
    expect(revenuePence(visitDayAfter) - revenuePence(visitDay)).toBe(1350);
    // Never more than the revenue it is part of.
    expect(revenuePence(visitDayAfter)).toBeGreaterThanOrEqual(2250);
    expect(await report('2026-07-01')).toEqual({ beauticians: [], visits: 0, fees: NONE, waitlist: { visits: 0, value: 0 } });
    expect((await report('2026-06-30', '2026-07-01')).fees).toEqual(visitDayAfter.fees);
  });
});
