import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RevenueReportSchema } from '../../../core/schemas/revenue.schema.ts';
import { appointments } from '../../db/schema/booking.ts';
import { salonSettings } from '../../db/schema/catalog.ts';
import { moneyEntries } from '../../db/schema/till.ts';
import { offlineTestCard } from '../../payments/offline-provider.ts';
import { completeOverdueVisits } from '../till/auto-complete.service.ts';
import { givenAppointment } from '../../../../tests/builders/appointment.builder.ts';
import { givenSavedCard } from '../../../../tests/builders/card.builder.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { engines } from '../../../../tests/support/test-database.ts';

// Wednesday 25 Nov 2026, 09:00 in London (GMT); the salon completes a visit 12 hours after its end.
const NOW = new Date('2026-11-25T09:00:00Z');

/**
 * Issue 40 point 3: yesterday's visit nobody checked out was completed overnight, its price written as taken ('not
 * recorded'), and this morning No Show was refused, so a forgotten no-show became revenue.
 */
describe.each(engines)('a no-show marked after the visit completed itself (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW);
  let hour = 9;

  /** A £45 Cut yesterday, the client never checked out, then the overnight job. */
  const yesterdaysVisit = async () => {
    await s.db.update(salonSettings).set({ autoCompleteHours: 12 });
    const id = await givenAppointment(s.db, {
      beauticianId: s.alice,
      serviceId: s.cut,
      start: `2026-11-24T${String(hour++).padStart(2, '0')}:00:00.000Z`,
    });
    await completeOverdueVisits(s.db, NOW);
    return id;
  };
  const row = async (id: string) => (await s.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
  const revenue = async () =>
    RevenueReportSchema.parse((await s.staff.get('/api/revenue?startDate=2026-11-24&endDate=2026-11-24')).json()).beauticians.reduce(
      (sum, b) => sum + b.revenue,
      0,
    );

  it('marks it a no-show, reverses the money written as taken, and lets its fee be charged', async () => {
    const id = await yesterdaysVisit();
    expect(await row(id)).toMatchObject({ status: 'completed', salonTakenPence: 4500 });
    const before = await revenue();

    const res = await s.staff.patch(`/api/appointments/${id}/status`, { status: 'no_show' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await row(id)).toMatchObject({ status: 'no_show', salonTakenPence: 0 });
    const entries = await s.db
      .select()
      .from(moneyEntries)
      .where(inArray(moneyEntries.appointmentId, [id]));
    expect(entries.map((e) => [e.kind, e.method, e.amountPence, e.takenAt.toISOString()]).sort()).toEqual(
      [
        ['reversal', 'not_recorded', -4500, '2026-11-24T10:00:00.000Z'],
        ['salon_payment', 'not_recorded', 4500, '2026-11-24T10:00:00.000Z'],
      ].sort(),
    );
    expect(await revenue()).toBe(before - 45);

    await givenSavedCard(s.db, id, offlineTestCard('succeeds'));
    const fee = await s.staff.post(`/api/appointments/${id}/fee/charge`);
    expect(fee.statusCode, fee.body).toBe(200);
    expect(fee.json()).toMatchObject({ kind: 'no_show', status: 'paid', charge: 22.5 });
  });

  // Review of issue 40: reception corrected the job's 'not recorded' with the cash she paid; a colleague then marked
  // her a no-show and charged her fee.
  it('refuses a visit the job completed once a person has recorded its money', async () => {
    const id = await yesterdaysVisit();
    const [entry] = await s.db.select().from(moneyEntries).where(eq(moneyEntries.appointmentId, id));
    const reversed = await s.staff.post(`/api/money-entries/${entry!.id}/reverse`, { reason: 'Paid cash, not recorded' });
    expect(reversed.statusCode, reversed.body).toBe(200);
    const paid = await s.staff.post(`/api/appointments/${id}/payments`, {
      payments: [{ method: 'cash', amount: 45, tip: 0 }],
      note: '',
      requestId: randomUUID(),
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const res = await s.staff.patch(`/api/appointments/${id}/status`, { status: 'no_show' });
    expect([res.statusCode, res.json().error]).toEqual([409, 'A checked-out visit cannot be marked as a no-show.']);
    expect(await row(id)).toMatchObject({ status: 'completed', salonTakenPence: 4500, completedAutomatically: false });
  });

  it('still refuses a visit a person checked out', async () => {
    const id = await givenAppointment(s.db, {
      beauticianId: s.alice,
      serviceId: s.cut,
      start: `2026-11-24T${String(hour++).padStart(2, '0')}:00:00.000Z`,
    });
    const checkout = await s.staff.post(`/api/appointments/${id}/checkout`, {
      payments: [{ method: 'cash', amount: 45, tip: 0 }],
      note: '',
      requestId: randomUUID(),
    });
    expect(checkout.statusCode, checkout.body).toBe(200);

    const res = await s.staff.patch(`/api/appointments/${id}/status`, { status: 'no_show' });
    expect([res.statusCode, res.json().error]).toEqual([409, 'A checked-out visit cannot be marked as a no-show.']);
    expect(await row(id)).toMatchObject({ status: 'completed', salonTakenPence: 4500 });
  });
});
