import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appointments } from '../../db/schema/booking.ts';
import { waitlistEntries, waitlistOffers } from '../../db/schema/waitlist.ts';

// The waitlist's offers of freed times (issue 28, docs/decisions/0036): written with their holds, answered, settled.

export type OfferRow = typeof waitlistOffers.$inferSelect;
export type NewOffer = typeof waitlistOffers.$inferInsert;

/**
 * The starts already offered to these entries (declined, lapsed or withdrawn): not offered to them again; how many
 * there were is how many offers the place let go (MAX_OFFERS_PER_PLACE).
 */
export async function offeredStarts(db: Database, entryIds: readonly string[]): Promise<Map<string, OfferedBefore>> {
  const offered = new Map<string, OfferedBefore>();
  if (entryIds.length === 0) return offered;
  const rows = await db
    .select({
      entryId: waitlistOffers.entryId,
      startAt: waitlistOffers.startAt,
      status: waitlistOffers.status,
      byStaff: waitlistOffers.offeredByStaffId,
    })
    .from(waitlistOffers)
    .where(inArray(waitlistOffers.entryId, [...entryIds]));
  for (const { entryId, startAt, status, byStaff } of rows) {
    const before = offered.get(entryId) ?? { starts: new Set<number>(), offers: 0 };
    before.starts.add(startAt.getTime());
    // Only the refill's own offers the client turned down or let lapse count against them.
    if (byStaff === null && (status === 'declined' || status === 'lapsed')) before.offers += 1;
    offered.set(entryId, before);
  }
  return offered;
}

/** What a waiting entry was offered before: the starts, and how many of the refill's offers it let go. */
export interface OfferedBefore {
  starts: Set<number>;
  offers: number;
}

export async function insertOffer(db: Database, offer: NewOffer): Promise<void> {
  await db.insert(waitlistOffers).values(offer);
}

export async function findOfferByToken(db: Database, tokenHash: string): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(waitlistOffers).where(eq(waitlistOffers.tokenHash, tokenHash));
  return row;
}

/** What a hold becomes when it is booked: its offer was taken up. */
const BOOKED = sql.raw(`('confirmed', 'completed', 'no_show')`);

/**
 * Open offers whose hold is no longer live are settled from it, in one statement: a hold that became a booking
 * (paid, or confirmed at the salon) is an accepted offer and its entry is booked; any other (lapsed, released, cancelled,
 * gone) lapsed; an ended offer whose hold became a booking after all (a late payment) is taken up too. Safe in any
 * number of processes at once: each offer is settled once, and its caller is told of the
 * bookings it found (the held visits' first parts).
 */
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
 * lasts at least until `until`, as a customer's own payment hold does; never shortened, and lengthened once only. A
 * hold no longer live is left.
 */
export async function holdForPayment(
  db: Database,
  { offerId, visitId }: { offerId: string; visitId: string },
  { now, until }: { now: Date; until: Date },
): Promise<void> {
  const at = until.toISOString();
  await db.transaction(async (tx) => {
    // Once only (issue 39): choosing to pay online again and again must not keep the time held for ever.
    const first = await tx
      .update(waitlistOffers)
      .set({ heldForPaymentAt: now })
      .where(and(eq(waitlistOffers.id, offerId), eq(waitlistOffers.status, 'open'), isNull(waitlistOffers.heldForPaymentAt)))
      .returning({ id: waitlistOffers.id });
    if (first.length === 0) return;
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
