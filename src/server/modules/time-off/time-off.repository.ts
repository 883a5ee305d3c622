import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, or, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { TimeRange } from '../../../core/availability/time-ranges.ts';
import type { Database } from '../../db/client.ts';
import { appointments } from '../../db/schema/booking.ts';
import { beauticians } from '../../db/schema/catalog.ts';
import { timeOff } from '../../db/schema/time-off.ts';

export type TimeOffRow = typeof timeOff.$inferSelect;
export type TimeOffValues = Pick<typeof timeOff.$inferInsert, 'beauticianId' | 'startsAt' | 'endsAt' | 'kind' | 'note'>;
export type TimeOffWithName = TimeOffRow & { beauticianName: string | null };

/** The closures' advisory lock (one bigint key, migration 0010): a closure insert holds it alone, bookings share it. */
const CLOSURES_LOCK = 727_004;

/** Whether a row is a salon closure (no beautician) or a beautician's time off. */
export type Which = 'closure' | 'time_off';
const isWhich = (which: Which): SQL => (which === 'closure' ? isNull(timeOff.beauticianId) : isNotNull(timeOff.beauticianId));
const touches = (window: TimeRange): SQL => and(lt(timeOff.startsAt, window.end), gt(timeOff.endsAt, window.start))!;

/** What a warning about an appointment shows of it (the hours screen's, and time off's: docs/decisions/0024). */
export const APPOINTMENT_SUMMARY = {
  id: appointments.id,
  start: appointments.startAt,
  end: appointments.endAt,
  status: appointments.status,
  clientName: appointments.clientName,
  serviceName: appointments.serviceName,
  variantName: appointments.variantName,
  beauticianId: appointments.beauticianId,
  beauticianName: appointments.beauticianName,
};

// Every function takes a Database; a transaction is one too. The inserts and updates fire migration 0010's
// trigger, which takes the beautician's booking lock (or the closures' lock) until the transaction ends.

export async function insertTimeOff(db: Database, values: TimeOffValues): Promise<TimeOffRow> {
  const [row] = await db.insert(timeOff).values(values).returning();
  return row!;
}

export async function insertTimeOffRows(db: Database, values: TimeOffValues[]): Promise<TimeOffRow[]> {
  return values.length === 0 ? [] : db.insert(timeOff).values(values).returning();
}

export async function updateTimeOffRow(db: Database, id: string, which: Which, values: TimeOffValues): Promise<TimeOffRow | undefined> {
  const [row] = await db
    .update(timeOff)
    .set(values)
    .where(and(eq(timeOff.id, id), isWhich(which)))
    .returning();
  return row;
}

export async function deleteTimeOffRow(db: Database, id: string, which: Which): Promise<boolean> {
  const deleted = await db
    .delete(timeOff)
    .where(and(eq(timeOff.id, id), isWhich(which)))
    .returning({ id: timeOff.id });
  return deleted.length > 0;
}

/** Time off (with the beautician's name) and closures touching `window`, in order of start. */
export async function listTimeOffTouching(
  db: Database,
  window: TimeRange,
  filter: { which: Which; beauticianId?: string },
): Promise<TimeOffWithName[]> {
  const conditions = [touches(window), isWhich(filter.which)];
  if (filter.beauticianId) conditions.push(eq(timeOff.beauticianId, filter.beauticianId));
  const rows = await db
    .select({ row: timeOff, beauticianName: beauticians.name })
    .from(timeOff)
    .leftJoin(beauticians, eq(beauticians.id, timeOff.beauticianId))
    .where(and(...conditions))
    .orderBy(asc(timeOff.startsAt), asc(timeOff.id));
  return rows.map(({ row, beauticianName }) => ({ ...row, beauticianName }));
}

/**
 * For availability's prepared read, as a condition: the time off of the beauticians `whose` names (a condition on the
 * beautician column) and every closure (closures have no beautician) touching [from, to) (timestamptz parameters).
 */
export function timeOffTouching(whose: (beauticianId: AnyColumn) => SQL, from: SQLWrapper, to: SQLWrapper): SQL {
  return and(
    sql`${timeOff.startsAt} < ${to}::timestamptz`,
    sql`${timeOff.endsAt} > ${from}::timestamptz`,
    or(isNull(timeOff.beauticianId), whose(timeOff.beauticianId)),
  )!;
}

/**
 * Live appointments (reserved or confirmed: those migration 0010 keeps out of time off) whose occupied time
 * overlaps `range`, of one beautician or (a closure) of everyone. Read after the time off's own insert in the same
 * transaction: its lock waited for any booking of theirs in flight, so none can be missed (docs/decisions/0024).
 */
export async function liveAppointmentsOverlapping(db: Database, range: TimeRange, beauticianId: string | null) {
  const conditions = [
    inArray(appointments.status, ['reserved_unpaid', 'confirmed']),
    sql`tstzrange(${appointments.occupiedFrom}, ${appointments.occupiedTo}, '[)') && tstzrange(${range.start.toISOString()}::timestamptz, ${range.end.toISOString()}::timestamptz, '[)')`,
  ];
  if (beauticianId) conditions.push(eq(appointments.beauticianId, beauticianId));
  return db
    .select(APPOINTMENT_SUMMARY)
    .from(appointments)
    .where(and(...conditions))
    .orderBy(asc(appointments.startAt), asc(appointments.id));
}
export type CoveredAppointmentRow = Awaited<ReturnType<typeof liveAppointmentsOverlapping>>[number];

/** Queues this transaction behind any other closure being added, and any booking being made, until it ends. */
export async function lockClosures(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CLOSURES_LOCK}::bigint)`);
}
