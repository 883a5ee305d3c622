import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { givenAppointment } from '../../../tests/builders/appointment.builder.ts';
import { engines } from '../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../tests/support/salon-app.ts';
import { JOB_POLL as POLL } from '../../../tests/support/suite-jobs.ts';
import { appointments } from '../db/schema/booking.ts';
import { salonSettings } from '../db/schema/catalog.ts';
import { moneyEntries } from '../db/schema/till.ts';
import { AUTO_COMPLETE_QUEUE } from './auto-complete.job.ts';

// Tuesday 24 Nov 2026, 08:00 in London (GMT): visits that ended by 20:00 yesterday are 12 hours past their end.
const NOW = new Date('2026-11-24T08:00:00Z');
const HOUR = 3_600_000;

describe.each(engines)('the auto-complete job on pg-boss, two processes’ workers (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, { signIn: false, jobs: { processes: 2 } });
  const db = () => s.db;
  /** A 60-minute £45 Cut that ended `hoursAgo` hours before now. */
  const endedAgo = (hoursAgo: number) =>
    givenAppointment(db(), {
      beauticianId: s.alice,
      serviceId: s.cut,
      start: new Date(NOW.getTime() - (hoursAgo + 1) * HOUR).toISOString(),
    });
  const statuses = async (ids: string[]) =>
    (await db().select({ status: appointments.status }).from(appointments).where(inArray(appointments.id, ids))).map((r) => r.status);
  /** Runs the job from both processes (the schedule fires every five minutes), and waits until every run is over. */
  const runFromBoth = () => s.runJobs(AUTO_COMPLETE_QUEUE);

  it('completes each overdue visit exactly once, with one not-recorded entry, and leaves the others', async () => {
    const overdue = await Promise.all([12, 14, 16, 18, 20, 22, 30, 40].map(endedAgo));
    const notYet = await Promise.all([2, 6, 10].map(endedAgo));
    await runFromBoth();
    await expect.poll(() => statuses(overdue), POLL).toEqual(overdue.map(() => 'completed'));
    expect(await statuses(notYet)).toEqual(notYet.map(() => 'confirmed'));
    const entries = await db()
      .select()
      .from(moneyEntries)
      .where(inArray(moneyEntries.appointmentId, [...overdue, ...notYet]));
    expect(entries.map((e) => e.appointmentId).sort()).toEqual([...overdue].sort());
    expect(entries.every((e) => e.kind === 'salon_payment' && e.method === 'not_recorded' && e.amountPence === 4500)).toBe(true);
  });

  it('completes nothing while the salon’s setting is off', async () => {
    await db().update(salonSettings).set({ autoCompleteHours: null }).where(eq(salonSettings.id, 1));
    const waiting = await Promise.all([50, 60].map(endedAgo));
    await runFromBoth();
    expect(await statuses(waiting)).toEqual(['confirmed', 'confirmed']);
    expect(await db().select().from(moneyEntries).where(inArray(moneyEntries.appointmentId, waiting))).toEqual([]);
  });
});
