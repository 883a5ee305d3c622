import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { givenAppointment } from '../../../tests/builders/appointment.builder.ts';
import { givenSalonWithCut } from '../../../tests/builders/scenario.builder.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/test-database.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { appointments, moneyEntries, salonSettings } from '../db/schema.ts';
import { createOfflineProvider } from '../payments/offline-provider.ts';
import { AUTO_COMPLETE_QUEUE } from './auto-complete.job.ts';
import { startJobs, type RunningJobs } from './start-jobs.ts';

// Tuesday 24 Nov 2026, 08:00 in London (GMT): visits that ended by 20:00 yesterday are 12 hours past their end.
const NOW = new Date('2026-11-24T08:00:00Z');
const HOUR = 3_600_000;
const quiet = { info: () => {}, warn: () => {} };
const POLL = { timeout: 20_000, interval: 250 };

describe.each(engines)('the auto-complete job on pg-boss, two processes’ workers (%s)', (engine) => {
  let database: TestDatabase;
  let secondHandle: DatabaseHandle;
  const workers: RunningJobs[] = [];
  let alice: string;
  let cut: string;

  const start = (handle: DatabaseHandle) => startJobs(handle, { provider: createOfflineProvider(), clock: () => NOW, log: quiet, mail: { mailer: undefined, publicUrl: 'http://localhost:3000' } });

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    ({ alice, cut } = await givenSalonWithCut(database.handle.db));
    // PostgreSQL: a pool of its own, as another process has. PGlite has one process by nature: its workers share the connection.
    secondHandle = database.url ? await openDatabase({ databaseUrl: database.url, poolSize: 5 }) : database.handle;
    workers.push(await start(database.handle), await start(secondHandle));
  });
  afterAll(async () => {
    for (const jobs of workers) await jobs.stop();
    if (secondHandle !== database.handle) await secondHandle.close();
    await database.destroy();
  });

  const db = () => database.handle.db;
  /** A 60-minute £45 Cut that ended `hoursAgo` hours before now. */
  const endedAgo = (hoursAgo: number) =>
    givenAppointment(db(), { beauticianId: alice, serviceId: cut, start: new Date(NOW.getTime() - (hoursAgo + 1) * HOUR).toISOString() });
  const statuses = async (ids: string[]) => (await db().select({ status: appointments.status }).from(appointments).where(inArray(appointments.id, ids))).map((r) => r.status);
  /** Runs the job from both processes (the schedule fires every five minutes), and waits until every run is over. */
  const runFromBoth = async () => {
    for (const jobs of workers) await jobs.boss.send(AUTO_COMPLETE_QUEUE, {});
    for (const jobs of workers) await expect.poll(() => jobs.boss.getQueueSize(AUTO_COMPLETE_QUEUE, { before: 'completed' }), POLL).toBe(0);
  };

  it('completes each overdue visit exactly once, with one not-recorded entry, and leaves the others', async () => {
    const overdue = await Promise.all([12, 14, 16, 18, 20, 22, 30, 40].map(endedAgo));
    const notYet = await Promise.all([2, 6, 10].map(endedAgo));
    await runFromBoth();
    await expect.poll(() => statuses(overdue), POLL).toEqual(overdue.map(() => 'completed'));
    expect(await statuses(notYet)).toEqual(notYet.map(() => 'confirmed'));
    const entries = await db().select().from(moneyEntries).where(inArray(moneyEntries.appointmentId, [...overdue, ...notYet]));
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
