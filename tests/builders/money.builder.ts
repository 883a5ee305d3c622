import { eq, sql } from 'drizzle-orm';
import type { MoneyMethod } from '../../src/core/till.ts';
import type { Database } from '../../src/server/db/client.ts';
import { appointments, moneyEntries } from '../../src/server/db/schema.ts';

export type SalonMethod = Exclude<MoneyMethod, 'online'>;

export interface SalonPaymentOptions {
  method: SalonMethod;
  amountPence: number;
  tipPence?: number;
  /** ISO instant the money moved: the day it counts in the takings */
  takenAt: string;
}

/**
 * Money taken at the salon for a visit, written straight to the database as the till writes it
 * (docs/decisions/0027): the entries, the visit's salon_taken_pence raised by their amounts and, unless told
 * otherwise, the visit completed, in one transaction. For checked-out visits without the till's API.
 * Answers the entries' ids in order.
 */
export async function givenSalonPayments(
  db: Database,
  appointmentId: string,
  payments: SalonPaymentOptions[],
  { complete = true }: { complete?: boolean } = {},
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const ids: string[] = [];
    for (const p of payments) {
      const [row] = await tx
        .insert(moneyEntries)
        .values({
          appointmentId,
          kind: 'salon_payment',
          method: p.method,
          amountPence: p.amountPence,
          tipPence: p.tipPence ?? 0,
          takenAt: new Date(p.takenAt),
          recordedAt: new Date(p.takenAt),
        })
        .returning({ id: moneyEntries.id });
      ids.push(row!.id);
    }
    const taken = payments.reduce((sum, p) => sum + p.amountPence, 0);
    await tx
      .update(appointments)
      .set({ salonTakenPence: sql`${appointments.salonTakenPence} + ${taken}`, ...(complete ? { status: 'completed' } : {}) })
      .where(eq(appointments.id, appointmentId));
    return ids;
  });
}

/** A reversal of one salon entry (amount and tip, same method) at `takenAt`, lowering the visit's salon takings. */
export async function givenReversal(db: Database, entryId: string, takenAt: string): Promise<string> {
  return db.transaction(async (tx) => {
    const [entry] = await tx.select().from(moneyEntries).where(eq(moneyEntries.id, entryId));
    if (!entry || entry.kind !== 'salon_payment') throw new Error('givenReversal: not a salon payment');
    const [row] = await tx
      .insert(moneyEntries)
      .values({
        appointmentId: entry.appointmentId,
        kind: 'reversal',
        method: entry.method,
        amountPence: -entry.amountPence,
        tipPence: -entry.tipPence,
        takenAt: new Date(takenAt),
        recordedAt: new Date(takenAt),
        reversesId: entry.id,
        note: 'Entered by mistake',
      })
      .returning({ id: moneyEntries.id });
    await tx
      .update(appointments)
      .set({ salonTakenPence: sql`${appointments.salonTakenPence} - ${entry.amountPence}` })
      .where(eq(appointments.id, entry.appointmentId));
    return row!.id;
  });
}

/**
 * A visit checked out for its whole balance (price less the online money kept) by one method, at its end unless
 * told otherwise: the old revenue rule's assumption, now recorded as the till records it.
 */
export async function givenBalancePaid(db: Database, appointmentId: string, method: SalonMethod = 'card', takenAt?: string): Promise<string[]> {
  const [visit] = await db.select().from(appointments).where(eq(appointments.id, appointmentId));
  if (!visit) throw new Error('givenBalancePaid: unknown appointment');
  const balance = visit.pricePence - (visit.amountPaidPence - visit.refundedPence) - visit.salonTakenPence;
  const payments = balance > 0 ? [{ method, amountPence: balance, takenAt: takenAt ?? visit.endAt.toISOString() }] : [];
  return givenSalonPayments(db, appointmentId, payments);
}
