import { and, eq, gt, inArray, isNull, lt, lte, or, sql, type WithSubquery } from 'drizzle-orm';
import type { TimeRange } from '../../../core/availability/time-ranges.ts';
import type { Database } from '../../db/client.ts';
import { preparedByShape, type PreparedPart } from '../../db/prepared.ts';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { appointments } from '../../db/schema/booking.ts';
import { timeOff } from '../../db/schema/time-off.ts';

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointment = typeof appointments.$inferInsert;

/**
 * One statement: the exclusion constraint decides races, so no lock or transaction is needed here. `alsoWriting`:
 * what commits with it in the same statement (its confirmation, docs/decisions/0033).
 */
export async function insertAppointment(db: Database, values: NewAppointment, alsoWriting?: AlsoWriting): Promise<AppointmentRow> {
  const [row] = await insertAppointments(db, [values], alsoWriting);
  return row!;
}

/** Every appointment of the visit `id` is part of (itself alone for a visit of one service), as a condition. */
export const inVisitOf = (id: string) => sql`${appointments.visitId} = (select a.visit_id from ${appointments} a where a.id = ${id})`;

/** The visit `id` is part of, its services in order. */
export function visitPartsOf(db: Database, id: string): Promise<AppointmentRow[]> {
  return db.select().from(appointments).where(inVisitOf(id)).orderBy(appointments.visitPosition);
}

/** What an insert of appointments writes in the same statement: data-modifying CTEs. */
export type AlsoWriting = PreparedPart<WithSubquery[]>;

const NOTHING_ELSE: AlsoWriting = { build: () => [], shape: '', values: {} };

/**
 * A visit's parts in one statement (with `alsoWriting`, as insertAppointment), answered in the visit's order. The
 * statement is prepared by its shape (the columns each part sets, and what it also writes: db/prepared.ts), as every
 * booking makes it.
 */
export async function insertAppointments(db: Database, values: NewAppointment[], alsoWriting = NOTHING_ELSE): Promise<AppointmentRow[]> {
  // A column left undefined takes its default, as drizzle's own insert gives it; a null is written as it is (drizzle
  // maps a placeholder's value through the column, which a null breaks). Neither is a placeholder.
  const columns = values.map((row) => Object.keys(row).filter((key) => row[key as keyof NewAppointment] !== undefined));
  const isNull = (i: number, key: string) => values[i]![key as keyof NewAppointment] === null;
  const shape = `appointments:${columns.map((keys, i) => keys.map((key) => (isNull(i, key) ? `${key}=null` : key)).join(',')).join('|')};${alsoWriting.shape}`;
  const statement = preparedByShape(db, shape, (name) => {
    const rows = columns.map((keys, i) =>
      Object.fromEntries(keys.map((key) => [key, isNull(i, key) ? sql`null` : sql.placeholder(`a${i}_${key}`)])),
    );
    return db
      .with(...alsoWriting.build(db))
      .insert(appointments)
      .values(rows as PgInsertValue<typeof appointments>[])
      .returning()
      .prepare(name);
  });
  const filled: Record<string, unknown> = { ...alsoWriting.values };
  columns.forEach((keys, i) => keys.forEach((key) => isNull(i, key) || (filled[`a${i}_${key}`] = values[i]![key as keyof NewAppointment])));
  const rows = await statement.execute(filled);
  return rows.sort((a, b) => a.visitPosition - b.visitPosition);
}

/** The first key of the two-key advisory locks that queue one beautician's bookings (any fixed number). */
const BOOKING_LOCK_SPACE = 727_002;

/**
 * Queues this transaction behind any other booking of the same beautician until it ends. Without it, two
 * inserts racing for one slot each wait on the other's exclusion check and PostgreSQL breaks the deadlock
 * only after deadlock_timeout (1 s); with it the second one finds the first committed and fails at once
 * (docs/decisions/0015). The exclusion constraint still decides; this only orders the contenders.
 */
export async function lockBeauticianBookings(tx: Database, beauticianId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${BOOKING_LOCK_SPACE}::int, hashtext(${beauticianId}))`);
}

/**
 * lockBeauticianBookings for each of several beauticians, always in one order, so two such writes never deadlock: one
 * statement, the locks taken in the sorted ids' order (PostgreSQL evaluates a volatile select list after the sort).
 */
export async function lockBookingsOf(tx: Database, beauticianIds: readonly string[]): Promise<void> {
  const ids = [...new Set(beauticianIds)].sort().map((id) => sql`${id}`);
  await tx.execute(
    sql`select pg_advisory_xact_lock(${BOOKING_LOCK_SPACE}::int, hashtext(id)) from unnest(array[${sql.join(ids, sql`, `)}]::text[]) with ordinality as ids(id, n) order by n`,
  );
}

/**
 * Moves a booking only if it is still where its mover saw it (same status, start and beautician): of two moves
 * of one booking at once, the second changes nothing. Undefined when it was not.
 */
export async function moveAppointmentIfAt(
  tx: Database,
  seen: Pick<AppointmentRow, 'id' | 'status' | 'startAt' | 'beauticianId'>,
  values: Partial<NewAppointment>,
): Promise<AppointmentRow | undefined> {
  const [row] = await tx
    .update(appointments)
    .set(values)
    .where(
      and(
        eq(appointments.id, seen.id),
        eq(appointments.status, seen.status),
        eq(appointments.startAt, seen.startAt),
        eq(appointments.beauticianId, seen.beauticianId),
      ),
    )
    .returning();
  return row;
}

export async function findAppointment(db: Database, id: string): Promise<AppointmentRow | undefined> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  return row;
}

const expiredHoldRelease = (now: Date) =>
  ({ status: 'cancelled_expired', cancelledAt: now, cancelReason: 'Payment not completed in time', updatedAt: now }) as const;

/**
 * Releases every unpaid hold whose time is up (status `cancelled_expired`), freeing its slot. One guarded
 * statement, so the job, a booking and a late payment can all call it at once. Returns the released ids.
 */
export async function releaseExpiredHolds(db: Database, now: Date): Promise<string[]> {
  const rows = await db
    .update(appointments)
    .set(expiredHoldRelease(now))
    .where(and(eq(appointments.status, 'reserved_unpaid'), lte(appointments.holdExpiresAt, now)))
    .returning({ id: appointments.id });
  return rows.map((r) => r.id);
}

/**
 * Releases only the unpaid holds past their time that overlap one beautician's range: what a booking does
 * when the exclusion constraint refused it, since such a hold no longer counts (the job releases the rest).
 * Returns how many it released.
 */
export async function releaseExpiredHoldsOverlapping(db: Database, beauticianId: string, range: TimeRange, now: Date): Promise<number> {
  const expired = and(
    eq(appointments.beauticianId, beauticianId),
    eq(appointments.status, 'reserved_unpaid'),
    lte(appointments.holdExpiresAt, now),
    sql`tstzrange(${appointments.occupiedFrom}, ${appointments.occupiedTo}, '[)') && tstzrange(${range.start.toISOString()}::timestamptz, ${range.end.toISOString()}::timestamptz, '[)')`,
  );
  // Looked for first: an UPDATE of no row still fires the statement trigger that tells every process's caches that
  // appointments changed (migration 0006), and most refused bookings have no expired hold to release.
  const found = await db.select({ id: appointments.id }).from(appointments).where(expired);
  if (found.length === 0) return 0;
  const ids = found.map((row) => row.id);
  const rows = await db
    .update(appointments)
    .set(expiredHoldRelease(now))
    .where(and(inArray(appointments.id, ids), expired))
    .returning({ id: appointments.id });
  return rows.length;
}

/** Whether a beautician's time off, or a salon closure, overlaps `range` (the trigger of migration 0010 asks the same). */
export async function overlapsTimeOff(db: Database, beauticianId: string, range: TimeRange): Promise<boolean> {
  const [row] = await db
    .select({ id: timeOff.id })
    .from(timeOff)
    .where(
      and(
        or(eq(timeOff.beauticianId, beauticianId), isNull(timeOff.beauticianId)),
        lt(timeOff.startsAt, range.end),
        gt(timeOff.endsAt, range.start),
      ),
    )
    .limit(1);
  return row !== undefined;
}
