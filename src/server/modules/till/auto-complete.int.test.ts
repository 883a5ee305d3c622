import { beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { givenAppointment, type AppointmentOptions } from '../../../../tests/builders/appointment.builder.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { appointments } from '../../db/schema/booking.ts';
import { salonSettings } from '../../db/schema/catalog.ts';
import { moneyEntries } from '../../db/schema/till.ts';
import { AUTO_COMPLETE_NOTE, completeOverdueVisits } from './auto-complete.service.ts';

// Tuesday 24 Nov 2026, 08:00 in London (GMT): the salon's setting is 12 hours after a visit's end.
const NOW = new Date('2026-11-24T08:00:00Z');
const HOUR = 3_600_000;

describe.each(engines)('completing the visits nobody checked out (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, { signIn: false });
  beforeEach(async () => {
    await s.db.delete(appointments);
    await s.db.update(salonSettings).set({ autoCompleteHours: 12 });
  });

  /** A 60-minute £45 Cut that ended `hoursAgo` hours before now. */
  const endedAgo = (hoursAgo: number, options: Partial<AppointmentOptions> = {}) =>
    givenAppointment(s.db, {
      beauticianId: s.alice,
      serviceId: s.cut,
      start: new Date(NOW.getTime() - (hoursAgo + 1) * HOUR).toISOString(),
      ...options,
    });
  const statusOf = async (id: string) => (await s.db.select().from(appointments).where(eq(appointments.id, id)))[0]!.status;
  const salonEntriesOf = (ids: string[]) => s.db.select().from(moneyEntries).where(inArray(moneyEntries.appointmentId, ids));

  it('completes a visit 12 hours after its end, recording the balance as not recorded, taken at the visit’s end', async () => {
    const due = await endedAgo(12);
    const deposit = await endedAgo(30, { paymentMode: 'deposit', amountPaidPence: 1350 });
    const paidOnline = await endedAgo(50, { paymentMode: 'pay_now', amountPaidPence: 4500 });
    const notYet = await endedAgo(10.5);
    const noShow = await endedAgo(70, { status: 'no_show' });

    expect(await completeOverdueVisits(s.db, NOW)).toBe(3);
    for (const id of [due, deposit, paidOnline]) expect(await statusOf(id)).toBe('completed');
    expect([await statusOf(notYet), await statusOf(noShow)]).toEqual(['confirmed', 'no_show']);

    const taken = (await salonEntriesOf([due, deposit, paidOnline, notYet, noShow])).filter((e) => e.kind === 'salon_payment');
    expect(
      taken.map((e) => [e.appointmentId, e.method, e.amountPence, e.tipPence, e.takenAt.toISOString(), e.recordedBy, e.note]).sort(),
    ).toEqual(
      [
        [due, 'not_recorded', 4500, 0, new Date(NOW.getTime() - 12 * HOUR).toISOString(), null, AUTO_COMPLETE_NOTE],
        [deposit, 'not_recorded', 3150, 0, new Date(NOW.getTime() - 30 * HOUR).toISOString(), null, AUTO_COMPLETE_NOTE],
      ].sort(),
    );
    const [row] = await s.db.select().from(appointments).where(eq(appointments.id, deposit));
    expect(row).toMatchObject({ salonTakenPence: 3150, updatedAt: NOW });
    // A second run finds nothing more to do.
    expect(await completeOverdueVisits(s.db, NOW)).toBe(0);
  });

  it('completes nothing while the setting is off', async () => {
    await s.db.update(salonSettings).set({ autoCompleteHours: null });
    const id = await endedAgo(100);
    expect(await completeOverdueVisits(s.db, NOW)).toBe(0);
    expect(await statusOf(id)).toBe('confirmed');
    expect(await salonEntriesOf([id])).toEqual([]);
  });

  it('follows the setting: at 24 hours, a visit that ended 20 hours ago still waits', async () => {
    await s.db.update(salonSettings).set({ autoCompleteHours: 24 });
    const waits = await endedAgo(20);
    const done = await endedAgo(25);
    expect(await completeOverdueVisits(s.db, NOW)).toBe(1);
    expect([await statusOf(waits), await statusOf(done)]).toEqual(['confirmed', 'completed']);
  });

  it('racing itself (several runs at once), completes each overdue visit once, with one entry', async () => {
    const ids = await Promise.all(Array.from({ length: 12 }, (_, n) => endedAgo(13 + 2 * n)));
    const runs = await Promise.all(Array.from({ length: 6 }, () => completeOverdueVisits(s.db, NOW)));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(12);
    const entries = await salonEntriesOf(ids);
    expect(entries.map((e) => e.appointmentId).sort()).toEqual([...ids].sort());
    expect(entries.every((e) => e.method === 'not_recorded' && e.amountPence === 4500)).toBe(true);
    for (const id of ids) expect(await statusOf(id)).toBe('completed');
  });
});
