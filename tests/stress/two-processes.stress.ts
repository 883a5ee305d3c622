import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { addDays } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffUsers } from '../../src/server/db/schema/auth.ts';
import { appointments } from '../../src/server/db/schema/booking.ts';
import { beauticians, salonSettings } from '../../src/server/db/schema/catalog.ts';
import { payments } from '../../src/server/db/schema/checkout.ts';
import { moneyEntries } from '../../src/server/db/schema/till.ts';
import { timeOff } from '../../src/server/db/schema/time-off.ts';
import { dateInZone, endOfDayInZone, SALON_TIME_ZONE, startOfDayInZone } from '../../src/core/time.ts';
import { DEMO_BEAUTICIANS } from '../../src/server/demo/demo-data.ts';
import { AUTO_COMPLETE_QUEUE } from '../../src/server/jobs/auto-complete.job.ts';
import { HOLD_EXPIRY_QUEUE } from '../../src/server/jobs/hold-expiry.job.ts';
import { givenAppointment } from '../builders/appointment.builder.ts';
import { jpegWithGps, webpImage } from '../builders/image.builder.ts';
import { stopApp, type AppProcess } from '../support/app-process.ts';
import { book, distinctSlots, slotsOn, type BookingTarget } from './support/booking-client.ts';
import { countStatuses, reportFigures } from './support/figures.ts';
import { queueJob, waitUntilQueueIdle } from './support/job-queue.ts';
import { startStressApp } from './support/stress-app.ts';
import { signInAsDemoStaff, uploadServiceImage } from './support/staff-client.ts';
import { createStressDatabase, type StressDatabase } from './support/stress-database.ts';
import { withStoredData } from './support/stored-data.ts';

const LIVE = ['reserved_unpaid', 'confirmed', 'completed'];

/** Pino's JSON lines from a process's log whose message is `msg`. */
const logRecords = (app: AppProcess, msg: string) =>
  app
    .stdout()
    .split('\n')
    .filter((line) => line.includes(msg))
    .map((line) => JSON.parse(line) as Record<string, number>);

/** An image as the app stored uploads before they moved into the database: a file under DATA_DIR/uploads. */
const OLD_UPLOAD = 'hero/salon-00112233aabbccdd.webp';

// Two app processes can only share a database on PostgreSQL (PGlite is one process's files).
describe('two app processes on one PostgreSQL database', () => {
  let database: StressDatabase;
  // Process B's DATA_DIR: as on another machine, it shares nothing with A but the database.
  let dataDirB: string;
  let oldUpload: Buffer;
  let a: AppProcess;
  let b: AppProcess;

  beforeAll(async () => {
    database = await createStressDatabase('postgres');
    dataDirB = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-stress-b-'));
    oldUpload = await webpImage('#334455', 120, 40);
    fs.mkdirSync(path.join(database.dataDir, 'uploads', 'hero'), { recursive: true });
    fs.writeFileSync(path.join(database.dataDir, 'uploads', OLD_UPLOAD), oldUpload);
    // Started together on an empty database: both migrate (advisory lock) and only one seeds.
    const env = { LOG_LEVEL: 'info' };
    [a, b] = await Promise.all([startStressApp(database, { env }), startStressApp(database, { env, dataDir: dataDirB })]);
  });
  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map(stopApp));
    await database?.destroy();
    if (dataDirB) fs.rmSync(dataDirB, { recursive: true, force: true });
  });

  it('start together on an empty database: both migrate, the demo salon is written once', async () => {
    const seededBy = [a, b].filter((app) => logRecords(app, 'empty database: loaded the demo salon').length > 0);
    expect(seededBy).toHaveLength(1);
    await withStoredData(database, async (db) => {
      expect((await db.select({ n: count() }).from(salonSettings))[0]!.n).toBe(1);
      expect((await db.select({ n: count() }).from(beauticians))[0]!.n).toBe(DEMO_BEAUTICIANS.length);
      expect((await db.select({ n: count() }).from(staffUsers))[0]!.n).toBe(1);
    });
  });

  it('200 concurrent attempts at one slot, 100 through each process: exactly one 201, 199 × 409, no 5xx', async () => {
    const [slot] = await distinctSlots(a.baseUrl, 1);
    const { target, startISO } = slot!;
    const attempts = Array.from({ length: 200 }, (_, i) =>
      book(i % 2 ? b.baseUrl : a.baseUrl, target, startISO, 'pay_in_salon', `race${i}`),
    );
    const outcomes = await Promise.all(attempts);
    const statuses = countStatuses(outcomes.map((o) => o.status));
    reportFigures('one slot, two processes', {
      attempts: outcomes.length,
      ...Object.fromEntries(Object.entries(statuses).map(([k, v]) => [`http${k}`, v])),
    });
    expect(statuses).toEqual({ 201: 1, 409: 199 });

    const winner = outcomes.find((o) => o.status === 201)!.appointmentId!;
    await withStoredData(database, async (db) => {
      const live = await db
        .select({ id: appointments.id })
        .from(appointments)
        .where(
          and(
            eq(appointments.beauticianId, target.beauticianId),
            eq(appointments.startAt, new Date(startISO)),
            inArray(appointments.status, LIVE),
          ),
        );
      expect(live).toEqual([{ id: winner }]);
    });
  });

  it('expired holds made through both processes are each released once, whichever process runs the job', async () => {
    const slots = await distinctSlots(a.baseUrl, 21);
    const holds = await Promise.all(
      slots.slice(1).map(({ target, startISO }, i) => book(i % 2 ? b.baseUrl : a.baseUrl, target, startISO, 'deposit', `hold${i}`)),
    );
    expect(holds.map((h) => h.status)).toEqual(holds.map(() => 200));
    const sessionIds = holds.map((h) => h.sessionId!);

    await withStoredData(database, async (db) => {
      const ids = (await db.select({ id: payments.appointmentId }).from(payments).where(inArray(payments.sessionId, sessionIds))).map(
        (r) => r.id,
      );
      expect(ids).toHaveLength(20);
      await db
        .update(appointments)
        .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
        .where(inArray(appointments.id, ids));
    });
    // Don't wait up to a minute for the schedule: queue the job five times at once.
    await queueJob(database, HOLD_EXPIRY_QUEUE, 5);

    // A run releases its holds first, then closes their payment sessions: wait for both.
    const afterwards = () =>
      withStoredData(database, (db) =>
        db
          .select({ hold: appointments.status, session: payments.status })
          .from(appointments)
          .innerJoin(payments, eq(payments.appointmentId, appointments.id))
          .where(inArray(payments.sessionId, sessionIds)),
      );
    await expect
      .poll(afterwards, { timeout: 90_000, interval: 1_000 })
      .toEqual(sessionIds.map(() => ({ hold: 'cancelled_expired', session: 'expired' })));
    // Every queued run has finished, in either process: a hold released twice would be in some run's log by now.
    await waitUntilQueueIdle(database, HOLD_EXPIRY_QUEUE);
    // Each process logs what its runs released, before the run ends; the lines reach us through a pipe, moments later.
    const releasedRuns = () => [a, b].flatMap((app) => logRecords(app, 'hold expiry: released holds'));
    const total = (key: string) => releasedRuns().reduce((sum, run) => sum + (run[key] ?? 0), 0);
    await expect.poll(() => total('sessionsExpired'), { timeout: 10_000, interval: 100 }).toBeGreaterThanOrEqual(20);
    // The sums say every hold was released exactly once.
    const runs = releasedRuns();
    const [released, sessionsExpired] = [total('released'), total('sessionsExpired')];
    reportFigures('hold expiry, two processes', { holds: 20, jobsQueued: 5, runsThatReleased: runs.length, released, sessionsExpired });
    expect({ released, sessionsExpired }).toEqual({ released: 20, sessionsExpired: 20 });
  });

  it('images: one uploaded through A and one imported from A’s DATA_DIR are served by B byte for byte, each with its own DATA_DIR', async () => {
    const imported = logRecords(a, 'images from DATA_DIR/uploads into the database').length;
    const cookie = await signInAsDemoStaff(a.baseUrl);
    const [service] = (await (await fetch(`${b.baseUrl}/api/services`)).json()) as { _id: string }[];
    const url = await uploadServiceImage(a.baseUrl, cookie, service!._id, {
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
      data: await jpegWithGps(),
    });
    // B's catalogue copy goes stale when PostgreSQL's notification of A's commit reaches it: milliseconds, not at once.
    const imageUrlOnB = async () =>
      ((await (await fetch(`${b.baseUrl}/api/services/${service!._id}`)).json()) as { imageUrl: string }).imageUrl;
    await expect.poll(imageUrlOnB, { timeout: 5_000, interval: 20 }).toBe(url);

    const fromA = await fetch(`${a.baseUrl}${url}`);
    const fromB = await fetch(`${b.baseUrl}${url}`);
    const [bytesA, bytesB] = [Buffer.from(await fromA.arrayBuffer()), Buffer.from(await fromB.arrayBuffer())];
    const revalidated = await fetch(`${b.baseUrl}${url}`, { headers: { 'if-none-match': fromA.headers.get('etag')! } });
    const old = await fetch(`${b.baseUrl}/uploads/${OLD_UPLOAD}`);
    const oldBytes = Buffer.from(await old.arrayBuffer());
    reportFigures('images, two processes', {
      uploadedBytes: bytesA.length,
      servedByB: fromB.status,
      identical: String(bytesB.equals(bytesA)),
      revalidatedByB: revalidated.status,
      importedAtStartByA: imported,
      oldFileServedByB: old.status,
    });
    expect([fromA.status, fromB.status, fromB.headers.get('content-type')]).toEqual([200, 200, 'image/webp']);
    expect(bytesB.equals(bytesA)).toBe(true);
    expect(fromB.headers.get('etag')).toBe(fromA.headers.get('etag'));
    expect(revalidated.status).toBe(304);
    // Only A's DATA_DIR held the old file: A imported it at start, B serves it without ever having seen it.
    expect([imported, logRecords(b, 'images from DATA_DIR/uploads into the database').length]).toEqual([1, 0]);
    expect([old.status, oldBytes.equals(oldUpload)]).toEqual([200, true]);
  });

  it('time off saved through A while bookings race into it through both: every live booking inside it is on its warning', async () => {
    const cookie = await signInAsDemoStaff(a.baseUrl);
    // A day a month out, away from the slots the tests above took.
    const [{ target, startISO }] = (await distinctSlots(a.baseUrl, 1, addDays(new Date(), 30))) as [
      { target: BookingTarget; startISO: string },
    ];
    const date = dateInZone(new Date(startISO), SALON_TIME_ZONE);
    // The day's free starts a whole booking apart, so that several can be booked before the time off lands.
    const starts: string[] = [];
    for (const start of await slotsOn(a.baseUrl, target, date)) {
      if (starts.length === 0 || Date.parse(start) >= Date.parse(starts.at(-1)!) + target.occupiedMin * 60_000) starts.push(start);
    }
    // Twenty clients for each, through both processes; the sick day is sent from A in their midst.
    const attempts = starts.flatMap((start, i) =>
      Array.from({ length: 20 }, (_, n) => ({ baseUrl: n % 2 ? b.baseUrl : a.baseUrl, start, client: `sick${i}-${n}` })),
    );
    const half = Math.floor(attempts.length / 2);
    const send = (list: typeof attempts) => list.map(({ baseUrl, start, client }) => book(baseUrl, target, start, 'pay_in_salon', client));
    const first = send(attempts.slice(0, half));
    const saving = fetch(`${a.baseUrl}/api/time-off`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ beauticianId: target.beauticianId, kind: 'sick', startDate: date, endDate: date }),
    });
    const outcomes = await Promise.all([...first, ...send(attempts.slice(half))]);
    const saved = await saving;
    const { appointmentsCovered } = (await saved.json()) as { appointmentsCovered: Array<{ _id: string }> };
    const after = await book(b.baseUrl, target, starts[0]!, 'pay_in_salon', 'sick-after');

    const dayStart = startOfDayInZone(date, SALON_TIME_ZONE);
    const live = await withStoredData(database, (db) =>
      db
        .select({ id: appointments.id })
        .from(appointments)
        .where(
          and(
            eq(appointments.beauticianId, target.beauticianId),
            inArray(appointments.status, LIVE),
            sql`${appointments.startAt} >= ${dayStart.toISOString()}::timestamptz and ${appointments.startAt} < ${endOfDayInZone(date, SALON_TIME_ZONE).toISOString()}::timestamptz`,
          ),
        ),
    );
    const statuses = countStatuses(outcomes.map((o) => o.status));
    const covered = appointmentsCovered.map((c) => c._id).sort();
    reportFigures('time off racing bookings, two processes', {
      attempts: outcomes.length,
      booked: statuses[201] ?? 0,
      refused: statuses[409] ?? 0,
      timeOff: saved.status,
      listedOnItsWarning: covered.length,
      liveThatDayNotListed: live.filter((row) => !covered.includes(row.id)).length,
      bookingAfterwards: after.status,
    });
    expect(saved.status).toBe(201);
    expect(Object.keys(statuses).filter((status) => status !== '201' && status !== '409')).toEqual([]);
    expect(live.map((row) => row.id).sort()).toEqual(covered);
    expect(after.status).toBe(409);
  });

  it('the till across both processes: 200 checkouts of one visit record one, and visits nobody checked out complete once', async () => {
    const cookie = await signInAsDemoStaff(a.baseUrl);
    const [slot] = await distinctSlots(a.baseUrl, 1);
    const { serviceId, variantName, beauticianId } = slot!.target;
    // Past visits at 05:00 London, before the demo's diary opens, on days with no time off: states no booking can reach.
    const visits = await withStoredData(database, async (db) => {
      const ids: string[] = [];
      for (let daysAgo = 3; ids.length < 11 && daysAgo < 60; daysAgo++) {
        const day = dateInZone(addDays(new Date(), -daysAgo), SALON_TIME_ZONE);
        const start = new Date(startOfDayInZone(day, SALON_TIME_ZONE).getTime() + 5 * 3_600_000);
        const off = await db
          .select({ id: timeOff.id })
          .from(timeOff)
          .where(
            sql`${timeOff.startsAt} < ${new Date(start.getTime() + 2 * 3_600_000).toISOString()}::timestamptz and ${timeOff.endsAt} > ${start.toISOString()}::timestamptz`,
          );
        if (off.length === 0)
          ids.push(
            await givenAppointment(db, {
              serviceId,
              variantName,
              beauticianId,
              start: start.toISOString(),
              status: 'confirmed',
              paymentMode: 'pay_in_salon',
            }),
          );
      }
      return ids;
    });
    const [atTheTill, ...overdue] = visits as [string, ...string[]];

    const checkouts = Array.from({ length: 200 }, (_, i) =>
      fetch(`${i % 2 ? b.baseUrl : a.baseUrl}/api/appointments/${atTheTill}/checkout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ requestId: crypto.randomUUID(), payments: [{ method: i % 3 ? 'card' : 'cash', amount: 30, tip: 2 }] }),
      }).then((res) => res.status),
    );
    const checkoutStatuses = countStatuses(await Promise.all(checkouts));
    // Then the job, queued five times at once: whichever process takes a run, each visit completes once.
    await queueJob(database, AUTO_COMPLETE_QUEUE, 5);
    const entriesOf = (ids: string[]) =>
      withStoredData(database, (db) =>
        db
          .select({ appointmentId: moneyEntries.appointmentId, method: moneyEntries.method })
          .from(moneyEntries)
          .where(inArray(moneyEntries.appointmentId, ids)),
      );
    const statusesOf = (ids: string[]) =>
      withStoredData(database, (db) => db.select({ status: appointments.status }).from(appointments).where(inArray(appointments.id, ids)));
    await expect
      .poll(async () => (await statusesOf(overdue)).map((r) => r.status), { timeout: 90_000, interval: 1_000 })
      .toEqual(overdue.map(() => 'completed'));
    // Every queued run has finished, in either process: a second completion would show as a second entry.
    await waitUntilQueueIdle(database, AUTO_COMPLETE_QUEUE);
    const overdueEntries = await entriesOf(overdue);
    const tillEntries = await entriesOf([atTheTill]);
    reportFigures('the till, two processes', {
      checkouts: 200,
      ...Object.fromEntries(Object.entries(checkoutStatuses).map(([k, v]) => [`http${k}`, v])),
      entriesForTheVisit: tillEntries.length,
      overdueVisits: overdue.length,
      notRecordedEntries: overdueEntries.length,
    });
    expect(checkoutStatuses).toEqual({ 200: 1, 409: 199 });
    expect(tillEntries).toHaveLength(1);
    expect(overdueEntries.map((e) => e.method).sort()).toEqual(overdue.map(() => 'not_recorded'));
    expect(new Set(overdueEntries.map((e) => e.appointmentId)).size).toBe(overdue.length);
  });
});
