import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { WAITLIST_CONFIRM_HOURS } from '../../../core/schemas/waitlist.schema.ts';
import { lockKeys } from '../../db/advisory-locks.ts';
import { emailKey } from '../../../core/client-identity.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { appointments } from '../../db/schema/booking.ts';
import { clients } from '../../db/schema/clients.ts';
import { waitlistEntries, waitlistOffers } from '../../db/schema/waitlist.ts';

// The waitlist's rows (issue 28, docs/decisions/0036). Every function takes a Database; a transaction is one too.

export type EntryRow = typeof waitlistEntries.$inferSelect;
export type NewEntry = typeof waitlistEntries.$inferInsert;

/**
 * The client record a confirmed place's details belong to, found or made by the rule bookings are linked by (migration
 * 0023's `client_record_for`: the e-mail's record; a phone alone never gives a record a new e-mail), so a client who
 * only waits is on the Clients screen, for their export and erasure. Made only once they have shown they hold the
 * e-mail (docs/decisions/0037): a join alone makes no record.
 */
export async function clientRecordFor(tx: Database, client: { name: string; email: string; phone: string }): Promise<string | null> {
  const result = (await tx.execute(sql`select client_record_for(${client.name}, ${client.email}, ${client.phone}) as id`)) as unknown as {
    rows: { id: string | null }[];
  };
  return result.rows[0]?.id ?? null;
}

/** Whether the e-mail's client has ever kept a visit: not a new client (the 'new clients first' priority). Reads only. */
export async function keptVisitByEmail(db: Database, email: string): Promise<boolean> {
  const [visit] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .innerJoin(clients, eq(clients.id, appointments.clientId))
    .where(and(eq(clients.emailKey, emailKey(email)), eq(appointments.status, 'completed')))
    .limit(1);
  return visit !== undefined;
}

const ofEmail = (email: string) => sql`client_email_key(${waitlistEntries.clientEmail}) = ${emailKey(email)}`;

/**
 * Inside a join's or a confirmation's transaction: takes the e-mail's lock (as a client record matches) and answers
 * its waiting places, confirmed and not, the oldest first, so a burst of joins through any number of processes counts
 * each one.
 */
export async function lockWaitingOf(tx: Transaction, email: string): Promise<{ confirmed: number; unconfirmed: EntryRow[] }> {
  await lockKeys(tx, [`waitlist-email:${emailKey(email)}`]);
  const rows = await tx
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.status, 'waiting'), ofEmail(email)))
    .orderBy(asc(waitlistEntries.seq));
  return { confirmed: rows.filter((r) => r.confirmedAt !== null).length, unconfirmed: rows.filter((r) => r.confirmedAt === null) };
}

export async function insertEntry(db: Database, entry: NewEntry): Promise<EntryRow> {
  const [row] = await db.insert(waitlistEntries).values(entry).returning();
  return row!;
}

export async function findEntryByToken(db: Database, tokenHash: string): Promise<EntryRow | undefined> {
  const [row] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.tokenHash, tokenHash));
  return row;
}

export async function findEntry(db: Database, id: string): Promise<EntryRow | undefined> {
  const [row] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id));
  return row;
}

/** Ends a waiting entry (`status`: booked, left, ended or removed); false when it was no longer waiting. */
export async function endEntry(
  db: Database,
  id: string,
  status: 'booked' | 'left' | 'ended' | 'removed',
  now: Date,
  removedByStaffId: string | null = null,
): Promise<boolean> {
  const rows = await db
    .update(waitlistEntries)
    .set({ status, endedAt: now, removedByStaffId })
    .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.status, 'waiting')))
    .returning({ id: waitlistEntries.id });
  return rows.length > 0;
}

/** Entries whose last window has passed end, and unconfirmed ones expire: nothing can match them any more. */
export async function endPassedEntries(db: Database, now: Date): Promise<number> {
  const ended = await db
    .update(waitlistEntries)
    .set({ status: 'ended', endedAt: now })
    .where(and(eq(waitlistEntries.status, 'waiting'), lte(waitlistEntries.endsAt, now)))
    .returning({ id: waitlistEntries.id });
  return ended.length + (await expireUnconfirmed(db, now));
}

/**
 * Unconfirmed places expire (docs/decisions/0037): those made WAITLIST_CONFIRM_HOURS ago (`entryId`'s alone, when
 * given), or `entryId` at once (`now`: a fourth unconfirmed place for one e-mail makes room). Their client never showed
 * they hold the e-mail, so the details typed go with them: the salon keeps no data about someone it cannot tell. A place
 * holding an offer reception made waits for its answer.
 */
export async function expireUnconfirmed(db: Database, now: Date, { entryId, atOnce = false }: { entryId?: string; atOnce?: boolean } = {}) {
  const dueBefore = atOnce ? now : new Date(now.getTime() - WAITLIST_CONFIRM_HOURS * 3_600_000);
  const rows = await db
    .update(waitlistEntries)
    .set({ status: 'expired', endedAt: now, clientName: '', clientEmail: '', clientPhone: '' })
    .where(
      and(
        eq(waitlistEntries.status, 'waiting'),
        isNull(waitlistEntries.confirmedAt),
        lte(waitlistEntries.createdAt, dueBefore),
        entryId ? eq(waitlistEntries.id, entryId) : undefined,
        sql`not exists (select 1 from ${waitlistOffers} where ${waitlistOffers.entryId} = ${waitlistEntries.id} and ${waitlistOffers.status} = 'open')`,
      ),
    )
    .returning({ id: waitlistEntries.id });
  return rows.length;
}

/** The client confirmed their place from their e-mail's link (its client record now known): true the first time. */
export async function confirmEntry(db: Database, id: string, clientId: string | null, now: Date): Promise<boolean> {
  const rows = await db
    .update(waitlistEntries)
    .set({ confirmedAt: now, clientId })
    .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.status, 'waiting'), isNull(waitlistEntries.confirmedAt)))
    .returning({ id: waitlistEntries.id });
  return rows.length > 0;
}

/** Whether the waitlist has anything to do: anyone waiting (confirmed or not), or an offer open. Two looks at small indexes. */
export async function waitlistActive(db: Database): Promise<boolean> {
  const [row] = await db
    .execute(
      sql`select exists (select 1 from ${waitlistEntries} where ${waitlistEntries.status} = 'waiting')
    or exists (select 1 from ${waitlistOffers} where ${waitlistOffers.status} = 'open') as active`,
    )
    .then((r) => (r as unknown as { rows: { active: boolean }[] }).rows);
  return row?.active === true;
}

/** Waiting entries with a window still ahead, with their live offer if they have one. */
export function waitingEntries(db: Database, now: Date) {
  return db
    .select({ entry: waitlistEntries, offer: waitlistOffers })
    .from(waitlistEntries)
    .leftJoin(waitlistOffers, and(eq(waitlistOffers.entryId, waitlistEntries.id), eq(waitlistOffers.status, 'open')))
    .where(and(eq(waitlistEntries.status, 'waiting'), gt(waitlistEntries.endsAt, now)))
    .orderBy(asc(waitlistEntries.seq));
}

/**
 * Locks the entry to the end of the caller's transaction, answering whether it is still waiting: an offer is written
 * only for a client who has not left, been erased or been booked since the refill read the list (those take the same
 * row's lock to end it).
 */
export async function lockWaitingEntry(tx: Database, id: string): Promise<boolean> {
  const [row] = await tx.select({ status: waitlistEntries.status }).from(waitlistEntries).where(eq(waitlistEntries.id, id)).for('update');
  return row?.status === 'waiting';
}
