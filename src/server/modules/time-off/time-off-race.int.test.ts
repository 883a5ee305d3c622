import { and, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { givenAppointment } from '../../../../tests/builders/appointment.builder.ts';
import { bookingRequest } from '../../../../tests/builders/booking.builder.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { describeOnPostgres, engines } from '../../../../tests/support/test-database.ts';
import { staffApi } from '../../../../tests/support/time-off-api.ts';
import type { Database } from '../../db/client.ts';
import { IN_TIME_OFF, postgresCode } from '../../db/errors.ts';
import { appointments } from '../../db/schema/booking.ts';
import { timeOff } from '../../db/schema/time-off.ts';

// Monday 23 Nov 2026, 08:00 in London (GMT). Alice works every day 09:00–17:00; her Cut takes 60 minutes.
const NOW = new Date('2026-11-23T08:00:00Z');
const HOURS = [9, 10, 11, 12, 13, 14, 15, 16];
const at = (date: string, hour: number) => `${date}T${String(hour).padStart(2, '0')}:00:00Z`;

/** Live appointments of a beautician that overlap [start, end) and staff did not allow into time off. */
async function liveInside(db: Database, beauticianId: string, start: string, end: string): Promise<string[]> {
  const rows = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.beauticianId, beauticianId),
        eq(appointments.allowedInTimeOff, false),
        sql`${appointments.status} in ('reserved_unpaid', 'confirmed')`,
        sql`tstzrange(${appointments.occupiedFrom}, ${appointments.occupiedTo}, '[)') && tstzrange(${start}::timestamptz, ${end}::timestamptz, '[)')`,
      ),
    );
  return rows.map((r) => r.id).sort();
}

describe.each(engines)('no booking lands in time off (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW);
  const api = staffApi(s);
  const book = (startISO: string, n: number) =>
    s.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: bookingRequest({
        serviceId: s.cut,
        beauticianId: s.alice,
        startISO,
        client: { name: `Racer ${n}`, email: `racer${n}@example.co.uk`, phone: '07700 900222', notes: '' },
      }),
    });

  it('the database refuses a live appointment written straight into time off, unless staff allowed it', async () => {
    await s.db
      .insert(timeOff)
      .values({ beauticianId: s.alice, startsAt: new Date(at('2026-11-24', 12)), endsAt: new Date(at('2026-11-24', 14)), kind: 'break' });
    const refused = await givenAppointment(s.db, { beauticianId: s.alice, serviceId: s.cut, start: at('2026-11-24', 13) }).catch(
      (err: unknown) => err,
    );
    expect(postgresCode(refused)).toBe(IN_TIME_OFF);
    const cancelled = await givenAppointment(s.db, {
      beauticianId: s.alice,
      serviceId: s.cut,
      start: at('2026-11-24', 12),
      status: 'cancelled_full_refund',
    });
    await expect(s.db.update(appointments).set({ status: 'confirmed' }).where(eq(appointments.id, cancelled))).rejects.toThrow();
    await s.db.update(appointments).set({ status: 'confirmed', allowedInTimeOff: true }).where(eq(appointments.id, cancelled));
    expect(await liveInside(s.db, s.alice, at('2026-11-24', 12), at('2026-11-24', 14))).toEqual([]);
  });

  it('many bookings racing a time off over them: every live one in it afterwards is on its warning', async () => {
    // Each round: three clients for each hour of a day, and in their midst the time off over 11:00–15:00.
    for (const [round, date] of ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'].entries()) {
      const requests = HOURS.flatMap((hour) => [0, 1, 2].map((n) => () => book(at(date, hour), hour * 10 + n)));
      const timeOffRequest = () => api.addTimeOff({ beauticianId: s.alice, kind: 'sick', start: at(date, 11), end: at(date, 15) });
      requests.splice(round * 6, 0, timeOffRequest);
      const answers = await Promise.all(requests.map((request) => request()));
      const saved = answers.find((res) => res.json().timeOff)!;
      expect(saved.statusCode, saved.body).toBe(201);
      expect(answers.filter((res) => ![200, 201, 409].includes(res.statusCode)).map((res) => res.body)).toEqual([]);
      const warned = saved
        .json()
        .appointmentsCovered.map((a: { _id: string }) => a._id)
        .sort();
      expect(await liveInside(s.db, s.alice, at(date, 11), at(date, 15))).toEqual(warned);
      // And once it is in, nothing more gets in.
      expect((await book(at(date, 12), 99)).statusCode).toBe(409);
    }
  });
});

/** A connection of its own with a transaction left open, as another process mid-write (PostgreSQL only). */
async function openTransaction(pool: pg.Pool) {
  const client = await pool.connect();
  await client.query('begin');
  return { client, db: drizzle(client) as unknown as Database, commit: () => client.query('commit').finally(() => client.release()) };
}

/** Waits until some connection waits for an advisory lock: the request under test is queued behind the open transaction. */
const someoneWaitsForALock = (db: Database) =>
  expect
    .poll(
      async () =>
        (
          (await db.execute(sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`)) as unknown as {
            rows: Array<{ n: number }>;
          }
        ).rows[0]!.n,
    )
    .toBe(1);

// Only a server has two connections that can interleave; PGlite runs one statement at a time.
describeOnPostgres('time off and a booking in flight at the same instant (postgres)', () => {
  const s = salonAppForSuite('postgres', NOW);
  const api = staffApi(s);
  const pool = () => s.database.handle.pool!;

  it.each([
    ["the beautician's time off", { beauticianId: 'alice', kind: 'holiday' }],
    ['a salon closure', { beauticianId: null, kind: 'closure' }],
  ] as const)('a booking that saw the time free, waiting while %s commits, is refused', async (_kind, row) => {
    const day = row.beauticianId ? '2026-12-07' : '2026-12-08';
    const other = await openTransaction(pool());
    await other.db
      .insert(timeOff)
      .values({ beauticianId: row.beauticianId && s.alice, startsAt: new Date(at(day, 0)), endsAt: new Date(at(day, 23)), kind: row.kind });
    const booking = s.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: bookingRequest({ serviceId: s.cut, beauticianId: s.alice, startISO: at(day, 10) }),
    });
    await someoneWaitsForALock(s.db);
    await other.commit();
    expect((await booking).statusCode).toBe(409);
    expect(await liveInside(s.db, s.alice, at(day, 0), at(day, 23))).toEqual([]);
  });

  it('time off waiting while a booking commits lists that booking', async () => {
    const other = await openTransaction(pool());
    await other.db.execute(sql`select pg_advisory_xact_lock(727002, hashtext(${s.alice}))`);
    const booked = await givenAppointment(other.db, { beauticianId: s.alice, serviceId: s.cut, start: at('2026-12-09', 10) });
    const saving = api.addTimeOff({ beauticianId: s.alice, kind: 'sick', startDate: '2026-12-09', endDate: '2026-12-09' });
    await someoneWaitsForALock(s.db);
    await other.commit();
    const saved = await saving;
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().appointmentsCovered.map((a: { _id: string }) => a._id)).toEqual([booked]);
  });
});
