import { aliasedTable, and, asc, eq, exists, gt, inArray, lte, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { staffUsers } from '../../db/schema/auth.ts';
import { appointments } from '../../db/schema/booking.ts';
import { moneyEntries } from '../../db/schema/till.ts';
import { inVisitOf, type AppointmentRow } from '../booking/bookings.repository.ts';
import type { MoneyEntryRow, MoneyEntryWithStaff } from './till.repository.ts';

// A visit is its appointments sharing visit_id, the first one's id, numbered by visit_position (docs/decisions/0032).
const a = appointments;
/** Another part of the same visit, for the subqueries. */
const p = aliasedTable(appointments, 'part');

/**
 * The parts of the visit the appointment is part of (as booking's visitPartsOf), each row locked until the transaction
 * ends, in visit order (docs/decisions/0027, 0032): every change of the visit's money (a checkout, a payment, a reversal,
 * the auto-complete job) queues behind the first part, whichever part it was asked for, so two tills on two parts never
 * both pass a check, nor lock in opposite orders and deadlock.
 */
export function lockVisit(tx: Database, appointmentId: string): Promise<AppointmentRow[]> {
  // PostgreSQL locks the rows as it returns them, after the sort: in visit_position order.
  return tx.select().from(a).where(inVisitOf(appointmentId)).orderBy(asc(a.visitPosition)).for('update');
}

/** The parts of these visits, each visit's in order. */
export function partsOfVisits(db: Database, visitIds: string[]): Promise<AppointmentRow[]> {
  if (visitIds.length === 0) return Promise.resolve([]);
  return db.select().from(a).where(inArray(a.visitId, visitIds)).orderBy(asc(a.visitId), asc(a.visitPosition));
}

/** Every entry of these appointments, oldest first, with the recording staff member's name. */
export async function entriesOfParts(db: Database, appointmentIds: string[]): Promise<MoneyEntryWithStaff[]> {
  const rows = await db
    .select({ entry: moneyEntries, recordedByName: staffUsers.name })
    .from(moneyEntries)
    .leftJoin(staffUsers, eq(staffUsers.id, moneyEntries.recordedBy))
    .where(inArray(moneyEntries.appointmentId, appointmentIds))
    .orderBy(asc(moneyEntries.takenAt), asc(moneyEntries.recordedAt), asc(moneyEntries.id));
  return rows.map(({ entry, recordedByName }) => ({ ...entry, recordedByName }));
}

/** The entries of one payment (or discount) spread over these parts; the entry alone when it is a payment of its own. */
export async function entriesOfPayment(tx: Database, appointmentIds: string[], entry: MoneyEntryRow): Promise<MoneyEntryRow[]> {
  if (entry.paymentId === null) return [entry];
  return tx
    .select()
    .from(moneyEntries)
    .where(and(inArray(moneyEntries.appointmentId, appointmentIds), eq(moneyEntries.paymentId, entry.paymentId)));
}

/** Checked out: every confirmed part of the visit. Call it with the parts locked and the rule passed. */
export async function markVisitCompleted(tx: Database, visitId: string, now: Date, automatically = false): Promise<void> {
  await tx
    .update(a)
    .set({ status: 'completed', completedAutomatically: automatically, updatedAt: now })
    .where(and(eq(a.visitId, visitId), eq(a.status, 'confirmed')));
}

/** The visit has a part of this beautician's (a stylist's till shows the visits they are part of). */
const withPartOf = (db: Database, beauticianId: string | undefined) =>
  beauticianId
    ? exists(
        db
          .select({ one: sql`1` })
          .from(p)
          .where(and(eq(p.visitId, a.visitId), eq(p.beauticianId, beauticianId))),
      )
    : undefined;

/** Confirmed visits that have started and wait for their checkout, each by its first part, oldest first. */
export function awaitingVisitRows(db: Database, now: Date, limit: number, beauticianId?: string): Promise<AppointmentRow[]> {
  return db
    .select()
    .from(a)
    .where(and(eq(a.status, 'confirmed'), eq(a.id, a.visitId), lte(a.startAt, now), withPartOf(db, beauticianId)))
    .orderBy(asc(a.startAt), asc(a.id))
    .limit(limit);
}

/**
 * core/revenue.ts `owedPence` > 0 in SQL: a checked-out part that costs more (its price less discounts) than was taken
 * for it. Written as migration 0015's appointments_owed_idx predicate is, so the index answers it.
 */
const OWES = sql`${p.status} = 'completed' and ${p.pricePence} - ${p.discountPence} > greatest(${p.amountPaidPence} - ${p.refundedPence}, 0) + ${p.salonTakenPence}`;

/** Checked-out visits with a part that still owes money (issue 23), each by its first part, the oldest first. */
export function owingVisitRows(db: Database, limit: number, beauticianId?: string): Promise<AppointmentRow[]> {
  const owing = db.select({ visitId: p.visitId }).from(p).where(OWES);
  return db
    .select()
    .from(a)
    .where(and(eq(a.id, a.visitId), inArray(a.visitId, owing), withPartOf(db, beauticianId)))
    .orderBy(asc(a.startAt), asc(a.id))
    .limit(limit);
}

/** Visits with a confirmed part, every part of which ended by `endedBy`: the longest-waiting first. */
export async function overdueVisitIds(db: Database, endedBy: Date, limit: number): Promise<string[]> {
  const endsLater = db
    .select({ one: sql`1` })
    .from(p)
    .where(and(eq(p.visitId, a.visitId), gt(p.endAt, endedBy)));
  const rows = await db
    .select({ visitId: a.visitId })
    .from(a)
    .where(and(eq(a.status, 'confirmed'), lte(a.endAt, endedBy), notExists(endsLater)))
    .groupBy(a.visitId)
    .orderBy(sql`max(${a.endAt})`, a.visitId)
    .limit(limit);
  return rows.map((r) => r.visitId);
}
