import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { TillMethod } from '../../../core/till.ts';
import type { Database } from '../../db/client.ts';
import { staffUsers } from '../../db/schema/auth.ts';
import { appointments } from '../../db/schema/booking.ts';
import { moneyEntries } from '../../db/schema/till.ts';
import type { AppointmentRow } from '../booking/bookings.repository.ts';

export type MoneyEntryRow = typeof moneyEntries.$inferSelect;
/** An entry as the visit's history shows it: who recorded it, by name. */
export type MoneyEntryWithStaff = MoneyEntryRow & { recordedByName: string | null };

/** One payment taken for a visit, in pence. */
export interface SalonPayment {
  method: TillMethod | 'not_recorded';
  amountPence: number;
  tipPence: number;
}

/** Where a payment came from: when the money moved, when and by whom it was written down, and why. */
export interface PaymentRecord {
  takenAt: Date;
  recordedAt: Date;
  recordedBy: string | null;
  requestId: string | null;
  note: string;
}

/**
 * Locks the appointment row until the transaction ends (docs/decisions/0027): every change of a visit's money
 * (a checkout, a payment, a reversal, the auto-complete job) queues behind it, so two at once never both pass a check.
 */
export async function lockAppointment(tx: Database, id: string): Promise<AppointmentRow | undefined> {
  const [row] = await tx.select().from(appointments).where(eq(appointments.id, id)).for('update');
  return row;
}

/** The visit's whole history, oldest first, with the recording staff member's name. */
export async function entriesOf(db: Database, appointmentId: string): Promise<MoneyEntryWithStaff[]> {
  const rows = await db
    .select({ entry: moneyEntries, recordedByName: staffUsers.name })
    .from(moneyEntries)
    .leftJoin(staffUsers, eq(staffUsers.id, moneyEntries.recordedBy))
    .where(eq(moneyEntries.appointmentId, appointmentId))
    .orderBy(asc(moneyEntries.takenAt), asc(moneyEntries.recordedAt), asc(moneyEntries.id));
  return rows.map(({ entry, recordedByName }) => ({ ...entry, recordedByName }));
}

/**
 * Writes the payments as salon entries and adds their amounts (not tips) to the visit's salon takings, keeping the
 * two in step (the revenue report reads the appointment row). Call it with the appointment row locked.
 */
export async function recordSalonPayments(
  tx: Database,
  appointmentId: string,
  payments: SalonPayment[],
  record: PaymentRecord,
): Promise<string[]> {
  if (payments.length === 0) return [];
  const rows = await tx
    .insert(moneyEntries)
    .values(
      payments.map((p) => ({
        appointmentId,
        kind: 'salon_payment',
        method: p.method,
        amountPence: p.amountPence,
        tipPence: p.tipPence,
        ...record,
      })),
    )
    .returning({ id: moneyEntries.id });
  await addSalonTaken(
    tx,
    appointmentId,
    payments.reduce((sum, p) => sum + p.amountPence, 0),
  );
  return rows.map((r) => r.id);
}

async function addSalonTaken(tx: Database, appointmentId: string, pence: number): Promise<void> {
  await tx
    .update(appointments)
    .set({ salonTakenPence: sql`${appointments.salonTakenPence} + ${pence}` })
    .where(eq(appointments.id, appointmentId));
}

async function addDiscount(tx: Database, appointmentId: string, pence: number): Promise<void> {
  await tx
    .update(appointments)
    .set({ discountPence: sql`${appointments.discountPence} + ${pence}` })
    .where(eq(appointments.id, appointmentId));
}

/**
 * A discount given at the till (issue 23): an entry of its own, moving no money, and the visit's discount raised by
 * it in step, so what the visit costs is lower in every report. Call it with the appointment row locked.
 */
export async function recordDiscount(tx: Database, appointmentId: string, pence: number, record: PaymentRecord): Promise<string> {
  const [row] = await tx
    .insert(moneyEntries)
    .values({ appointmentId, kind: 'discount', method: 'discount', amountPence: pence, tipPence: 0, ...record })
    .returning({ id: moneyEntries.id });
  await addDiscount(tx, appointmentId, pence);
  return row!.id;
}

export async function findEntry(db: Database, id: string): Promise<MoneyEntryRow | undefined> {
  const [row] = await db.select().from(moneyEntries).where(eq(moneyEntries.id, id));
  return row;
}

export async function isReversed(tx: Database, entryId: string): Promise<boolean> {
  const [row] = await tx.select({ id: moneyEntries.id }).from(moneyEntries).where(eq(moneyEntries.reversesId, entryId)).limit(1);
  return row !== undefined;
}

/**
 * A reversal negates the entry, amount and tip, by the same method: a payment's lowers the visit's salon takings by its
 * amount, a discount's gives the discount back (the client owes it again).
 */
export async function recordReversal(tx: Database, entry: MoneyEntryRow, record: Omit<PaymentRecord, 'requestId'>): Promise<string> {
  const [row] = await tx
    .insert(moneyEntries)
    .values({
      appointmentId: entry.appointmentId,
      kind: 'reversal',
      method: entry.method,
      // `0 - x`, not `-x`: a zero tip stays 0 rather than -0.
      amountPence: 0 - entry.amountPence,
      tipPence: 0 - entry.tipPence,
      reversesId: entry.id,
      ...record,
    })
    .returning({ id: moneyEntries.id });
  if (entry.kind === 'discount') await addDiscount(tx, entry.appointmentId, 0 - entry.amountPence);
  else await addSalonTaken(tx, entry.appointmentId, 0 - entry.amountPence);
  return row!.id;
}

/** Checked out: call it with the row locked and the rule passed. */
export async function markCompleted(tx: Database, id: string, now: Date): Promise<void> {
  await tx.update(appointments).set({ status: 'completed', updatedAt: now }).where(eq(appointments.id, id));
}

/**
 * The auto-complete job's status guard: completes the visit only while it is still confirmed and ended by `endedBy`,
 * so of two runs (two processes), or a run and a checkout by hand, only one changes it. Undefined when it did not.
 */
export async function completeIfOverdue(tx: Database, id: string, endedBy: Date, now: Date): Promise<AppointmentRow | undefined> {
  const [row] = await tx
    .update(appointments)
    .set({ status: 'completed', updatedAt: now })
    .where(and(eq(appointments.id, id), eq(appointments.status, 'confirmed'), lte(appointments.endAt, endedBy)))
    .returning();
  return row;
}

/** Confirmed visits that ended by `endedBy`, the longest-waiting first. */
export async function overdueVisitIds(db: Database, endedBy: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.status, 'confirmed'), lte(appointments.endAt, endedBy)))
    .orderBy(asc(appointments.endAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Confirmed visits that have started and wait for their checkout, oldest first. */
export async function awaitingCheckoutRows(db: Database, now: Date, limit: number, beauticianId?: string): Promise<AppointmentRow[]> {
  const ofBeautician = beauticianId ? eq(appointments.beauticianId, beauticianId) : undefined;
  return db
    .select()
    .from(appointments)
    .where(and(eq(appointments.status, 'confirmed'), lte(appointments.startAt, now), ofBeautician))
    .orderBy(asc(appointments.startAt), asc(appointments.id))
    .limit(limit);
}

/**
 * core/revenue.ts `owedPence` > 0 in SQL: a checked-out visit that costs more (its price less discounts) than was taken
 * for it. Written as migration 0015's appointments_owed_idx predicate is, so the index answers it.
 */
const OWES = sql`${appointments.status} = 'completed' and ${appointments.pricePence} - ${appointments.discountPence} > greatest(${appointments.amountPaidPence} - ${appointments.refundedPence}, 0) + ${appointments.salonTakenPence}`;

/** Checked-out visits that still owe money (issue 23), the oldest first. */
export async function owedVisitRows(db: Database, limit: number, beauticianId?: string): Promise<AppointmentRow[]> {
  const ofBeautician = beauticianId ? eq(appointments.beauticianId, beauticianId) : undefined;
  return db
    .select()
    .from(appointments)
    .where(and(OWES, ofBeautician))
    .orderBy(asc(appointments.startAt), asc(appointments.id))
    .limit(limit);
}
