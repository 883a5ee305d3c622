import { and, asc, count, eq, gt, inArray, lte, ne, or, sql } from 'drizzle-orm';
import { lockKeys } from '../../db/advisory-locks.ts';
import { emailKey, phoneKey } from '../../../core/client-identity.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { appointments } from '../../db/schema/booking.ts';
import { clients } from '../../db/schema/clients.ts';
import { waitlistEntries, waitlistOffers } from '../../db/schema/waitlist.ts';

// The waitlist's rows (issue 28, docs/decisions/0036). Every function takes a Database; a transaction is one too.

export type EntryRow = typeof waitlistEntries.$inferSelect;
export type NewEntry = typeof waitlistEntries.$inferInsert;
export type OfferRow = typeof waitlistOffers.$inferSelect;
export type NewOffer = typeof waitlistOffers.$inferInsert;

/** The client's record as a booking would match it (by e-mail, else phone), and whether they have visited before. */
export async function clientHistoryOf(db: Database, email: string, phone: string): Promise<{ clientId: string | null; visited: boolean }> {
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(or(eq(clients.emailKey, emailKey(email)), and(eq(clients.phoneKey, phoneKey(phone)), ne(clients.phoneKey, ''))))
    .orderBy(sql`${clients.emailKey} = ${emailKey(email)} desc`)
    .limit(1);
  if (!client) return { clientId: null, visited: false };
  const [visit] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.clientId, client.id), eq(appointments.status, 'completed')))
    .limit(1);
  return { clientId: client.id, visited: visit !== undefined };
}

/**
 * Inside a join's transaction: takes the client's lock (by e-mail, as a client record matches) and answers how many
 * places they hold now, so a burst of joins from one client, through any number of processes, counts each one.
 */
export async function lockAndCountWaiting(tx: Transaction, email: string): Promise<number> {
  await lockKeys(tx, [`waitlist-email:${emailKey(email)}`]);
  const [row] = await tx
    .select({ n: count() })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.status, 'waiting'), sql`client_email_key(${waitlistEntries.clientEmail}) = ${emailKey(email)}`));
  return row?.n ?? 0;
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

/** Ends a waiting entry (`status`: booked, left or ended); false when it was no longer waiting. */
export async function endEntry(db: Database, id: string, status: 'booked' | 'left' | 'ended', now: Date): Promise<boolean> {
  const rows = await db
    .update(waitlistEntries)
    .set({ status, endedAt: now })
    .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.status, 'waiting')))
    .returning({ id: waitlistEntries.id });
  return rows.length > 0;
}

/** Entries whose last window has passed end: nothing can match them any more. */
export async function endPassedEntries(db: Database, now: Date): Promise<number> {
  const rows = await db
    .update(waitlistEntries)
    .set({ status: 'ended', endedAt: now })
    .where(and(eq(waitlistEntries.status, 'waiting'), lte(waitlistEntries.endsAt, now)))
    .returning({ id: waitlistEntries.id });
  return rows.length;
}

/** Whether anyone is waiting at all (a window ahead or not yet ended): one look at a small index. */
export async function anyoneWaiting(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: waitlistEntries.id }).from(waitlistEntries).where(eq(waitlistEntries.status, 'waiting')).limit(1);
  return row !== undefined;
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

/** The starts already offered to these entries (declined, lapsed or withdrawn): not offered to them again. */
export async function offeredStarts(db: Database, entryIds: readonly string[]): Promise<Map<string, Set<number>>> {
  const offered = new Map<string, Set<number>>();
  if (entryIds.length === 0) return offered;
  const rows = await db
    .select({ entryId: waitlistOffers.entryId, startAt: waitlistOffers.startAt })
    .from(waitlistOffers)
    .where(inArray(waitlistOffers.entryId, [...entryIds]));
  for (const { entryId, startAt } of rows) {
    const starts = offered.get(entryId) ?? new Set<number>();
    starts.add(startAt.getTime());
    offered.set(entryId, starts);
  }
  return offered;
}

export async function insertOffer(db: Database, offer: NewOffer): Promise<void> {
  await db.insert(waitlistOffers).values(offer);
}

export async function findOfferByToken(db: Database, tokenHash: string): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(waitlistOffers).where(eq(waitlistOffers.tokenHash, tokenHash));
  return row;
}

/**
 * Open offers whose hold is no longer live are settled from it, in one statement: a hold that became a booking
 * (paid, or confirmed at the salon) is an accepted offer and its entry is booked; any other (lapsed, released, cancelled,
 * gone) lapsed. Safe in any number of processes at once: each offer is settled once, and its caller is told of the
 * bookings it found (the held visits' first parts).
 */
export async function settleOffers(db: Database, now: Date): Promise<{ accepted: string[]; lapsed: number }> {
  const at = sql`${now.toISOString()}::timestamptz`;
  // Both drivers answer execute() with { rows } (drizzle types it per driver, so it is read through a cast).
  const settled = (await db.execute(sql`
    with ended as (
      update ${waitlistOffers} o
         set status = case when a.status in ('confirmed', 'completed', 'no_show') then 'accepted' else 'lapsed' end,
             ended_at = ${at}
        from ${waitlistOffers} o2
        left join ${appointments} a on a.id = o2.appointment_id
       where o.id = o2.id and o.status = 'open'
         and (a.id is null or not (a.status = 'reserved_unpaid' and a.hold_expires_at > ${at}))
      returning o.entry_id, o.status, o.appointment_id
    ), booked as (
      update ${waitlistEntries} e set status = 'booked', ended_at = ${at}
        from ended where ended.entry_id = e.id and ended.status = 'accepted' and e.status = 'waiting'
      returning e.id
    )
    select status, appointment_id from ended`)) as unknown as { rows: { status: string; appointment_id: string | null }[] };
  const accepted = settled.rows.filter((r) => r.status === 'accepted' && r.appointment_id).map((r) => r.appointment_id!);
  return { accepted, lapsed: settled.rows.filter((r) => r.status === 'lapsed').length };
}

/** Ends an open offer as `status` (declined or withdrawn); false when it was no longer open. */
export async function endOffer(db: Database, id: string, status: 'declined' | 'withdrawn', now: Date): Promise<boolean> {
  const rows = await db
    .update(waitlistOffers)
    .set({ status, endedAt: now })
    .where(and(eq(waitlistOffers.id, id), eq(waitlistOffers.status, 'open')))
    .returning({ id: waitlistOffers.id });
  return rows.length > 0;
}

/** The open offer of an entry, if any. */
export async function openOfferOf(db: Database, entryId: string): Promise<OfferRow | undefined> {
  const [row] = await db
    .select()
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.entryId, entryId), eq(waitlistOffers.status, 'open')));
  return row;
}
