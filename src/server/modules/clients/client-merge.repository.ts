import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appointments } from '../../db/schema/booking.ts';
import { clients } from '../../db/schema/clients.ts';
import { visitFees } from '../../db/schema/fees.ts';
import { textReplies } from '../../db/schema/texts.ts';
import { waitlistEntries } from '../../db/schema/waitlist.ts';
import type { ClientRow } from './clients.repository.ts';

// The writes of merging two client records into one (docs/decisions/0037), in the service's transaction.

/** Both records, locked to the end of the transaction in the order of their ids (two merges at once never deadlock). */
export async function lockBothClients(tx: Database, ids: readonly [string, string]): Promise<Map<string, ClientRow>> {
  const rows = await tx
    .select()
    .from(clients)
    .where(inArray(clients.id, [...ids]))
    .orderBy(asc(clients.id))
    .for('update');
  return new Map(rows.map((r) => [r.id, r]));
}

/** Everything of `fromId`'s (visits, fees, waitlist places, texts, records naming it a duplicate) becomes `intoId`'s. */
export async function moveClientRows(tx: Database, fromId: string, intoId: string): Promise<void> {
  await tx.update(appointments).set({ clientId: intoId }).where(eq(appointments.clientId, fromId));
  await tx.update(visitFees).set({ clientId: intoId }).where(eq(visitFees.clientId, fromId));
  await tx.update(waitlistEntries).set({ clientId: intoId }).where(eq(waitlistEntries.clientId, fromId));
  await tx.update(textReplies).set({ clientId: intoId }).where(eq(textReplies.clientId, fromId));
  await tx
    .update(clients)
    .set({ possibleDuplicateOf: sql`case when ${clients.id} = ${intoId}::uuid then null else ${intoId}::uuid end` })
    .where(eq(clients.possibleDuplicateOf, fromId));
}

export type MergedFields = Partial<Omit<ClientRow, 'id' | 'createdAt' | 'erasedAt'>> & { updatedAt: Date };

/** The record merged away is deleted (its e-mail's key first freed), then the one kept takes the merged fields. */
export async function replaceMergedRecord(tx: Database, fromId: string, intoId: string, fields: MergedFields): Promise<void> {
  await tx.delete(clients).where(eq(clients.id, fromId));
  await tx.update(clients).set(fields).where(eq(clients.id, intoId));
}

/** Staff say the two records are different people: this one is no longer shown as a possible duplicate. */
export async function clearPossibleDuplicate(db: Database, id: string): Promise<boolean> {
  const rows = await db.update(clients).set({ possibleDuplicateOf: null }).where(eq(clients.id, id)).returning({ id: clients.id });
  return rows.length > 0;
}
