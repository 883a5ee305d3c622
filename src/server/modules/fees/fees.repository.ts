import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FeeStatus as FeeViewStatus } from '../../../core/schemas/fee.schema.ts';
import { apportionPence } from '../../../core/money.ts';
import type { Database } from '../../db/client.ts';
import { appointments } from '../../db/schema/booking.ts';
import { clients } from '../../db/schema/clients.ts';
import { visitFees } from '../../db/schema/fees.ts';
import { visitPartsOf } from '../booking/bookings.repository.ts';

export type FeeRow = typeof visitFees.$inferSelect;
export type NewFee = typeof visitFees.$inferInsert;
/** A fee decided: every status but the view's 'none'. */
export type FeeStatus = Exclude<FeeViewStatus, 'none'>;

/**
 * Claims the visit's one fee: inserts it, or answers undefined when the visit already has one (another click, another
 * process). The unique visit is the whole guarantee that a fee is decided once.
 */
export async function claimFee(db: Database, values: NewFee): Promise<FeeRow | undefined> {
  const [row] = await db.insert(visitFees).values(values).onConflictDoNothing({ target: visitFees.visitId }).returning();
  return row;
}

export async function findFeeOfVisit(db: Database, visitId: string): Promise<FeeRow | undefined> {
  const [row] = await db.select().from(visitFees).where(eq(visitFees.visitId, visitId));
  return row;
}

export async function findFee(db: Database, id: string): Promise<FeeRow | undefined> {
  const [row] = await db.select().from(visitFees).where(eq(visitFees.id, id));
  return row;
}

export async function findFeeByTokenHash(db: Database, tokenHash: string): Promise<FeeRow | undefined> {
  const [row] = await db.select().from(visitFees).where(eq(visitFees.payTokenHash, tokenHash));
  return row;
}

/**
 * Takes over a claim left in 'charging' since before `staleBefore` (its process died, or the provider failed): the
 * provider's idempotency key makes asking again safe. Only one of several callers gets it.
 */
export async function retakeStaleClaim(db: Database, id: string, staleBefore: Date, now: Date): Promise<FeeRow | undefined> {
  const [row] = await db
    .update(visitFees)
    .set({ updatedAt: now })
    .where(and(eq(visitFees.id, id), eq(visitFees.status, 'charging'), lt(visitFees.updatedAt, staleBefore)))
    .returning();
  return row;
}

/** How long past its page's close a client's payment for a fee may still arrive (the provider's settlement). */
export const PAYMENT_SETTLING_MS = 10 * 60_000;

/** Claims a declined fee back to 'charging' for another try (issue 40), counting the try: one of several callers gets it. */
export async function reclaimDeclined(db: Database, id: string, decidedBy: string | null, now: Date): Promise<FeeRow | undefined> {
  // Not while the client may be paying it through their link: both would take the money (a settling payment is
  // allowed a few minutes past its page's close).
  const settled = new Date(now.getTime() - PAYMENT_SETTLING_MS);
  const [row] = await db
    .update(visitFees)
    .set({ status: 'charging', chargeRetries: sql`${visitFees.chargeRetries} + 1`, decidedBy, failure: '', updatedAt: now })
    .where(
      and(
        eq(visitFees.id, id),
        eq(visitFees.status, 'failed'),
        or(isNull(visitFees.paySessionExpiresAt), lt(visitFees.paySessionExpiresAt, settled)),
      ),
    )
    .returning();
  return row;
}

/** Changes a fee only from one of `from`: of two changes at once, the one that finds it moved on changes nothing. */
export async function updateFeeIf(
  db: Database,
  id: string,
  from: readonly FeeStatus[],
  values: Partial<NewFee> & { updatedAt: Date },
): Promise<FeeRow | undefined> {
  const [row] = await db
    .update(visitFees)
    .set(values)
    .where(and(eq(visitFees.id, id), inArray(visitFees.status, [...from])))
    .returning();
  return row;
}

/** What money received does to an appointment's row: migration 0011's trigger writes the ledger's online payment. */
const received = (pence: number, testMoney: boolean, paidAt: Date): PgUpdateSetSource<typeof appointments> => ({
  amountPaidPence: sql`${appointments.amountPaidPence} + ${pence}`,
  testMoney: sql`${appointments.testMoney} or ${testMoney}`,
  paidAt,
  updatedAt: paidAt,
});

/** Money received for the visit (a fee): spread over its parts by price, as a visit's payment is (0032). */
export async function addVisitPayment(db: Database, visitId: string, amountPence: number, testMoney: boolean, paidAt: Date) {
  await spreadOverVisit(db, visitId, amountPence, (share) => received(share, testMoney, paidAt));
}

/** Money received on one service of a visit alone (a fee paid twice: the second goes back from there). */
export async function addPartPayment(db: Database, appointmentId: string, amountPence: number, testMoney: boolean, paidAt: Date) {
  await db
    .update(appointments)
    .set(received(amountPence, testMoney, paidAt))
    .where(eq(appointments.id, appointmentId));
}

/** A refund of the visit's fee, spread as its payment was; the trigger writes the ledger's online refunds. */
export async function addVisitRefund(db: Database, visitId: string, amountPence: number, now: Date) {
  await spreadOverVisit(db, visitId, amountPence, (share) => ({
    refundedPence: sql`${appointments.refundedPence} + ${share}`,
    updatedAt: now,
  }));
}

async function spreadOverVisit(
  db: Database,
  visitId: string,
  amountPence: number,
  set: (share: number) => PgUpdateSetSource<typeof appointments>,
) {
  const parts = await visitPartsOf(db, visitId);
  const shares = apportionPence(
    amountPence,
    parts.map((p) => p.pricePence),
  );
  for (const [i, part] of parts.entries()) {
    if (shares[i] === 0) continue;
    await db.update(appointments).set(set(shares[i]!)).where(eq(appointments.id, part.id));
  }
}

/** The card on a client's record, and who they are to the card rules. */
export interface ClientCardRow {
  id: string;
  cardRule: string;
  cardProvider: string | null;
  cardCustomerId: string | null;
  cardPaymentMethodId: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  cardTestMoney: boolean;
}

const CLIENT_CARD = {
  id: clients.id,
  cardRule: clients.cardRule,
  cardProvider: clients.cardProvider,
  cardCustomerId: clients.cardCustomerId,
  cardPaymentMethodId: clients.cardPaymentMethodId,
  cardBrand: clients.cardBrand,
  cardLast4: clients.cardLast4,
  cardTestMoney: clients.cardTestMoney,
};

export async function findClientCard(db: Database, clientId: string): Promise<ClientCardRow | undefined> {
  const [row] = await db.select(CLIENT_CARD).from(clients).where(eq(clients.id, clientId));
  return row;
}

/**
 * Claims opening a payment page for a fee the client pays through their link (issue 39): only while it is payable
 * (`from`), has no page open until after `reusableUntil`, and no other caller claimed it since `staleBefore`. Of a
 * burst of clicks over any number of processes, one gets it; the others reuse the page it opens.
 */
export async function claimFeeSession(
  db: Database,
  id: string,
  from: readonly FeeStatus[],
  { now, reusableUntil, staleBefore }: { now: Date; reusableUntil: Date; staleBefore: Date },
): Promise<boolean> {
  const rows = await db
    .update(visitFees)
    .set({ paySessionClaimedAt: now })
    .where(
      and(
        eq(visitFees.id, id),
        inArray(visitFees.status, [...from]),
        or(isNull(visitFees.paySessionExpiresAt), lte(visitFees.paySessionExpiresAt, reusableUntil)),
        or(isNull(visitFees.paySessionClaimedAt), lt(visitFees.paySessionClaimedAt, staleBefore)),
      ),
    )
    .returning({ id: visitFees.id });
  return rows.length > 0;
}

/** The page opened for the claim, kept for the next click (or none: the claim is let go for the next to try). */
export async function settleFeeSession(db: Database, id: string, session: { url: string; expiresAt: Date } | null): Promise<void> {
  await db
    .update(visitFees)
    .set(
      session
        ? { paySessionUrl: session.url, paySessionExpiresAt: session.expiresAt, paySessionClaimedAt: null }
        : { paySessionClaimedAt: null },
    )
    .where(eq(visitFees.id, id));
}
