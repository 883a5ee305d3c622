import { eq } from 'drizzle-orm';
import { balancePence } from '../../src/core/revenue.ts';
import type { MoneyMethod } from '../../src/core/till.ts';
import type { Database } from '../../src/server/db/client.ts';
import { appointments } from '../../src/server/db/schema/booking.ts';
import { moneyEntries } from '../../src/server/db/schema/till.ts';
import { markCompleted, recordDiscount, recordReversal, recordSalonPayments } from '../../src/server/modules/till/till.repository.ts';

export type SalonMethod = Exclude<MoneyMethod, 'online'>;

export interface SalonPaymentOptions {
  method: SalonMethod;
  amountPence: number;
  tipPence?: number;
  /** ISO instant the money moved: the day it counts in the takings */
  takenAt: string;
}

/** Written at the moment the money moved, by nobody in particular. */
const recordAt = (takenAt: string, note = '') => ({ takenAt: new Date(takenAt), recordedAt: new Date(takenAt), recordedBy: null, note });

/**
 * Money taken at the salon for a visit, through the till's own repository (docs/decisions/0027), each payment at its
 * own time: the entries, the visit's salon takings and, unless told otherwise, the visit completed, in one
 * transaction. For checked-out visits without the till's API. Answers the entries' ids in order.
 */
export async function givenSalonPayments(
  db: Database,
  appointmentId: string,
  payments: SalonPaymentOptions[],
  { complete = true }: { complete?: boolean } = {},
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const ids: string[] = [];
    for (const { method, amountPence, tipPence = 0, takenAt } of payments) {
      ids.push(
        ...(await recordSalonPayments(tx, appointmentId, [{ method, amountPence, tipPence }], { ...recordAt(takenAt), requestId: null })),
      );
    }
    const [visit] = await tx.select({ endAt: appointments.endAt }).from(appointments).where(eq(appointments.id, appointmentId));
    if (complete) await markCompleted(tx, appointmentId, payments.at(-1) ? new Date(payments.at(-1)!.takenAt) : visit!.endAt);
    return ids;
  });
}

/** A discount given at the till for a visit (issue 23): its entry, and the visit's discount raised by it. */
export async function givenDiscount(db: Database, appointmentId: string, amountPence: number, takenAt: string): Promise<string> {
  return db.transaction((tx) => recordDiscount(tx, appointmentId, amountPence, { ...recordAt(takenAt), requestId: null }));
}

/** A reversal of one salon entry (amount and tip, same method) at `takenAt`, lowering the visit's salon takings. */
export async function givenReversal(db: Database, entryId: string, takenAt: string): Promise<string> {
  return db.transaction(async (tx) => {
    const [entry] = await tx.select().from(moneyEntries).where(eq(moneyEntries.id, entryId));
    if (!entry || entry.kind !== 'salon_payment') throw new Error('givenReversal: not a salon payment');
    return recordReversal(tx, entry, recordAt(takenAt, 'Entered by mistake'));
  });
}

/**
 * A visit checked out for its whole balance (price less the money taken so far) by one method, at its end unless
 * told otherwise: the old revenue rule's assumption, now recorded as the till records it.
 */
export async function givenBalancePaid(
  db: Database,
  appointmentId: string,
  method: SalonMethod = 'card',
  takenAt?: string,
): Promise<string[]> {
  const [visit] = await db.select().from(appointments).where(eq(appointments.id, appointmentId));
  if (!visit) throw new Error('givenBalancePaid: unknown appointment');
  const balance = balancePence(visit);
  const payments = balance > 0 ? [{ method, amountPence: balance, takenAt: takenAt ?? visit.endAt.toISOString() }] : [];
  return givenSalonPayments(db, appointmentId, payments);
}
