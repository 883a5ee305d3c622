import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { moneyEntries } from '../../db/schema/till.ts';
import { AUTO_COMPLETE_NOTE } from './auto-complete.service.ts';
import { recordEntries, reversalOf } from './till.repository.ts';

export const NOT_COMPLETED_NOTE = 'Marked a no-show: the client did not come';
const reversal = alias(moneyEntries, 'reversal');

/**
 * Undoes what the auto-complete job wrote for a visit nobody checked out (issue 40): each 'not recorded' balance it
 * recorded is reversed, dated when it was taken, so neither revenue nor that day's takings count money that never
 * came. Call it in the transaction that marks the visit a no-show, after its status guard.
 */
export async function reverseAutoCompletion(tx: Database, partIds: string[], now: Date): Promise<void> {
  const entries = await tx
    .select()
    .from(moneyEntries)
    .where(
      and(
        inArray(moneyEntries.appointmentId, partIds),
        eq(moneyEntries.kind, 'salon_payment'),
        eq(moneyEntries.method, 'not_recorded'),
        eq(moneyEntries.note, AUTO_COMPLETE_NOTE),
        isNull(moneyEntries.recordedBy),
        notExists(tx.select().from(reversal).where(eq(reversal.reversesId, moneyEntries.id))),
      ),
    );
  if (entries.length === 0) return;
  await recordEntries(tx, entries.map(reversalOf), {
    takenAt: entries[0]!.takenAt,
    recordedAt: now,
    recordedBy: null,
    requestId: null,
    note: NOT_COMPLETED_NOTE,
    paymentId: randomUUID(),
  });
}
