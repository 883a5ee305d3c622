import { and, asc, count, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { WAITLIST_CONFIRM_HOURS } from '../../../core/schemas/waitlist.schema.ts';
import { lockKeys } from '../../db/advisory-locks.ts';
import { emailKey } from '../../../core/client-identity.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { appointments } from '../../db/schema/booking.ts';
import { waitlistEntries, waitlistOffers } from '../../db/schema/waitlist.ts';

// The waitlist's rows (issue 28, docs/decisions/0036). Every function takes a Database; a transaction is one too.

export type EntryRow = typeof waitlistEntries.$inferSelect;
export type NewEntry = typeof waitlistEntries.$inferInsert;
export type OfferRow = typeof waitlistOffers.$inferSelect;
export type NewOffer = typeof waitlistOffers.$inferInsert;

/**
 * The client record the joining client's details belong to, found or made by the rule bookings are linked by (migration
 * 0023's `client_record_for`: the e-mail's record; a phone alone never gives a record a new e-mail), so a client who
 * only joined the waitlist is on the Clients screen, for their export and erasure.
 */
export async function clientRecordFor(tx: Database, client: { name: string; email: string; phone: string }): Promise<string | null> {
  const result = (await tx.execute(sql`select client_record_for(${client.name}, ${client.email}, ${client.phone}) as id`)) as unknown as {
    rows: { id: string | null }[];
  };
  return result.rows[0]?.id ?? null;
}

/** Whether a visit of the client's was ever kept (completed): they are not a new client. */
export async function hasKeptVisit(db: Database, clientId: string): Promise<boolean> {
  const [visit] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.clientId, clientId), eq(appointments.status, 'completed')))
    .limit(1);
  return visit !== undefined;
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

/**
 * Entries whose last window has passed end: nothing can match them any more. Entries their client did not confirm
 * within WAITLIST_CONFIRM_HOURS expire (docs/decisions/0037).
 */
export async function endPassedEntries(db: Database, now: Date): Promise<number> {
  const ended = await db
    .update(waitlistEntries)
    .set({ status: 'ended', endedAt: now })
    .where(and(eq(waitlistEntries.status, 'waiting'), lte(waitlistEntries.endsAt, now)))
    .returning({ id: waitlistEntries.id });
  const expired = await db
    .update(waitlistEntries)
    .set({ status: 'expired', endedAt: now })
    .where(
      and(
        eq(waitlistEntries.status, 'waiting'),
        isNull(waitlistEntries.confirmedAt),
        lte(waitlistEntries.createdAt, new Date(now.getTime() - WAITLIST_CONFIRM_HOURS * 3_600_000)),
      ),
    )
    .returning({ id: waitlistEntries.id });
  return ended.length + expired.length;
}

/** The client confirmed their place from their e-mail's link: true the first time, while it still waits. */
export async function confirmEntry(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(waitlistEntries)
    .set({ confirmedAt: now })
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
 * The starts already offered to these entries (declined, lapsed or withdrawn): not offered to them again; how many
 * there were is how many offers the place let go (MAX_OFFERS_PER_PLACE).
 */
export async function offeredStarts(db: Database, entryIds: readonly string[]): Promise<Map<string, OfferedBefore>> {
  const offered = new Map<string, OfferedBefore>();
  if (entryIds.length === 0) return offered;
  const rows = await db
    .select({ entryId: waitlistOffers.entryId, startAt: waitlistOffers.startAt })
    .from(waitlistOffers)
    .where(inArray(waitlistOffers.entryId, [...entryIds]));
  for (const { entryId, startAt } of rows) {
    const before = offered.get(entryId) ?? { starts: new Set<number>(), offers: 0 };
    before.starts.add(startAt.getTime());
    before.offers += 1;
    offered.set(entryId, before);
  }
  return offered;
}

/** What a waiting entry was offered before: the starts, and how many offers in all. */
export interface OfferedBefore {
  starts: Set<number>;
  offers: number;
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
 * gone) lapsed; an ended offer whose hold became a booking after all (a late payment) is taken up too. Safe in any
 * number of processes at once: each offer is settled once, and its caller is told of the
 * bookings it found (the held visits' first parts).
 */
/** What a hold becomes when it is booked: its offer was taken up. */
const BOOKED = sql.raw(`('confirmed', 'completed', 'no_show')`);

export async function settleOffers(db: Database, now: Date): Promise<{ accepted: string[]; lapsed: number }> {
  const at = sql`${now.toISOString()}::timestamptz`;
  // Both drivers answer execute() with { rows } (drizzle types it per driver, so it is read through a cast).
  const settled = (await db.execute(sql`
    with ended as (
      update ${waitlistOffers} o
         set status = case when a.status in ${BOOKED} then 'accepted' else 'lapsed' end,
             ended_at = coalesce(o.ended_at, ${at})
        from ${waitlistOffers} o2
        left join ${appointments} a on a.id = o2.appointment_id
       where o.id = o2.id
         and ((o.status = 'open' and (a.id is null or not (a.status = 'reserved_unpaid' and a.hold_expires_at > ${at})))
           -- a hold confirmed after its offer ended (a payment that came in late, still in time): it was taken up
           or (o.status in ('lapsed', 'declined', 'withdrawn') and a.status in ${BOOKED}))
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

/**
 * The offer's client is off to the provider's page to pay: its hold (every part of the visit), and the offer with it,
 * lasts at least until `until`, as a customer's own payment hold does; never shortened. A hold no longer live is left.
 */
export async function holdForPayment(
  db: Database,
  { offerId, visitId }: { offerId: string; visitId: string },
  { now, until }: { now: Date; until: Date },
): Promise<void> {
  const at = until.toISOString();
  await db.transaction(async (tx) => {
    const held = await tx
      .update(appointments)
      .set({ holdExpiresAt: sql`greatest(${appointments.holdExpiresAt}, ${at}::timestamptz)` })
      .where(and(eq(appointments.visitId, visitId), eq(appointments.status, 'reserved_unpaid'), gt(appointments.holdExpiresAt, now)))
      .returning({ id: appointments.id });
    if (held.length > 0)
      await tx
        .update(waitlistOffers)
        .set({ expiresAt: sql`greatest(${waitlistOffers.expiresAt}, ${at}::timestamptz)` })
        .where(and(eq(waitlistOffers.id, offerId), eq(waitlistOffers.status, 'open')));
  });
}
