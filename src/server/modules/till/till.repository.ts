import { and, eq, inArray, sql } from 'drizzle-orm';
import type { EntryMethod, TillMethod } from '../../../core/till.ts';
import type { Database } from '../../db/client.ts';
import { appointments } from '../../db/schema/booking.ts';
import { moneyEntries } from '../../db/schema/till.ts';

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
  /** the payment, discount or reversal the entry is a part of, when it is spread over a visit's parts (0032) */
  paymentId?: string | null;
}

/** One entry the till writes: a salon payment, a discount or a reversal on one appointment (one part of a visit). */
export interface TillEntry {
  appointmentId: string;
  kind: 'salon_payment' | 'discount' | 'reversal';
  method: EntryMethod;
  amountPence: number;
  tipPence: number;
  reversesId?: string;
  /** the payment it is a part of, when it differs from the record's (one request may take several) */
  paymentId?: string;
}

/**
 * Writes the entries and keeps each appointment's totals in step with them in the same transaction
 * (docs/decisions/0027): its salon takings (amounts, not tips) and its discount, which the revenue report reads from
 * the row. Call it with the appointments' rows locked. Answers the entries' ids in order.
 */
export async function recordEntries(tx: Database, entries: TillEntry[], record: PaymentRecord): Promise<string[]> {
  if (entries.length === 0) return [];
  const rows = await tx
    .insert(moneyEntries)
    .values(entries.map((e) => ({ ...record, ...e })))
    .returning({ id: moneyEntries.id });
  const totals = new Map<string, { salon: number; discount: number }>();
  for (const e of entries) {
    const t = totals.get(e.appointmentId) ?? { salon: 0, discount: 0 };
    // A discount, and its reversal (method 'discount'), change what the visit costs; everything else what was taken.
    if (e.method === 'discount') t.discount += e.amountPence;
    else t.salon += e.amountPence;
    totals.set(e.appointmentId, t);
  }
  for (const [appointmentId, t] of totals) {
    await tx
      .update(appointments)
      .set({
        salonTakenPence: sql`${appointments.salonTakenPence} + ${t.salon}`,
        discountPence: sql`${appointments.discountPence} + ${t.discount}`,
      })
      .where(eq(appointments.id, appointmentId));
  }
  // A person took money for it, or corrected what the job wrote: the visit was attended, no longer one the job
  // completed (a no-show is refused from now on: core/booking/transitions.ts).
  if (record.recordedBy !== null) {
    const visitsOf = tx
      .select({ visitId: appointments.visitId })
      .from(appointments)
      .where(inArray(appointments.id, [...totals.keys()]));
    await tx
      .update(appointments)
      .set({ completedAutomatically: false })
      .where(and(eq(appointments.completedAutomatically, true), inArray(appointments.visitId, visitsOf)));
  }
  return rows.map((r) => r.id);
}

/** Salon payments on one appointment, each an entry of its own. Call it with the appointment row locked. */
export function recordSalonPayments(
  tx: Database,
  appointmentId: string,
  payments: SalonPayment[],
  record: PaymentRecord,
): Promise<string[]> {
  return recordEntries(
    tx,
    payments.map((p) => ({ appointmentId, kind: 'salon_payment', ...p })),
    record,
  );
}

/**
 * A discount given at the till (issue 23): an entry of its own, moving no money, and the visit's discount raised by
 * it in step, so what the visit costs is lower in every report. Call it with the appointment row locked.
 */
export async function recordDiscount(tx: Database, appointmentId: string, pence: number, record: PaymentRecord): Promise<string> {
  const [id] = await recordEntries(tx, [{ appointmentId, kind: 'discount', method: 'discount', amountPence: pence, tipPence: 0 }], record);
  return id!;
}

export async function findEntry(db: Database, id: string): Promise<MoneyEntryRow | undefined> {
  const [row] = await db.select().from(moneyEntries).where(eq(moneyEntries.id, id));
  return row;
}

/** Whether any of these entries has been reversed. */
export async function anyReversed(tx: Database, entryIds: string[]): Promise<boolean> {
  const [row] = await tx.select({ id: moneyEntries.id }).from(moneyEntries).where(inArray(moneyEntries.reversesId, entryIds)).limit(1);
  return row !== undefined;
}

/** The reversal of one entry: it negates it, amount and tip, by the same method. */
export const reversalOf = (entry: MoneyEntryRow): TillEntry => ({
  appointmentId: entry.appointmentId,
  kind: 'reversal',
  method: entry.method as EntryMethod,
  // `0 - x`, not `-x`: a zero tip stays 0 rather than -0.
  amountPence: 0 - entry.amountPence,
  tipPence: 0 - entry.tipPence,
  reversesId: entry.id,
});

/**
 * A reversal negates the entry, amount and tip, by the same method: a payment's lowers the visit's salon takings by its
 * amount, a discount's gives the discount back (the client owes it again).
 */
export async function recordReversal(tx: Database, entry: MoneyEntryRow, record: Omit<PaymentRecord, 'requestId'>): Promise<string> {
  const [id] = await recordEntries(tx, [reversalOf(entry)], { ...record, requestId: null });
  return id!;
}

/** Checked out: call it with the row locked and the rule passed. */
export async function markCompleted(tx: Database, id: string, now: Date): Promise<void> {
  await tx.update(appointments).set({ status: 'completed', updatedAt: now }).where(eq(appointments.id, id));
}
