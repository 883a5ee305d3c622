import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { apportionPence } from '../../../core/money.ts';
import type { Database } from '../../db/client.ts';
import { appointments } from '../../db/schema/booking.ts';
import { clients } from '../../db/schema/clients.ts';
import { visitFees } from '../../db/schema/fees.ts';
import { visitPartsOf } from '../booking/bookings.repository.ts';
import type { SavedCard } from '../../payments/payment-provider.ts';

export type FeeRow = typeof visitFees.$inferSelect;
export type NewFee = typeof visitFees.$inferInsert;
export type FeeStatus = 'charging' | 'paid' | 'requested' | 'failed' | 'waived' | 'refunded';

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

/**
 * Money received for the visit (a fee): spread over its parts by price, as a visit's payment is (0032). Each part's
 * amount_paid_pence rises, and migration 0011's trigger writes the ledger's online payments at `paidAt`.
 */
export async function addVisitPayment(db: Database, visitId: string, amountPence: number, testMoney: boolean, paidAt: Date) {
  await spreadOverVisit(db, visitId, amountPence, (share) => ({
    amountPaidPence: sql`${appointments.amountPaidPence} + ${share}`,
    testMoney: sql`${appointments.testMoney} or ${testMoney}`,
    paidAt,
    updatedAt: paidAt,
  }));
}

/** Money received on one service of a visit alone (a fee paid twice: the second goes back from there). */
export async function addPartPayment(db: Database, appointmentId: string, amountPence: number, testMoney: boolean, paidAt: Date) {
  await db
    .update(appointments)
    .set({
      amountPaidPence: sql`${appointments.amountPaidPence} + ${amountPence}`,
      testMoney: sql`${appointments.testMoney} or ${testMoney}`,
      paidAt,
      updatedAt: paidAt,
    })
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
  set: (share: number) => Partial<Record<keyof typeof appointments.$inferInsert, unknown>>,
) {
  const parts = await visitPartsOf(db, visitId);
  const shares = apportionPence(
    amountPence,
    parts.map((p) => p.pricePence),
  );
  for (const [i, part] of parts.entries()) {
    if (shares[i] === 0) continue;
    await db
      .update(appointments)
      .set(set(shares[i]!) as never)
      .where(eq(appointments.id, part.id));
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

/** The record a booking with these details would be matched to (migration 0013's rule: e-mail, else phone). */
export async function findClientByDetails(db: Database, emailKey: string, phoneKey: string): Promise<ClientCardRow | undefined> {
  const rows = await db
    .select(CLIENT_CARD)
    .from(clients)
    .where(or(eq(clients.emailKey, emailKey), and(sql`${emailKey} = ''`, phoneKey === '' ? sql`false` : eq(clients.phoneKey, phoneKey))))
    .limit(1);
  return rows[0];
}

/** Puts a card on the client's record, replacing any earlier one (answered, so it can be detached at the provider). */
export async function saveClientCard(
  db: Database,
  clientId: string,
  card: SavedCard & { provider: string; testMoney: boolean },
  now: Date,
): Promise<ClientCardRow | undefined> {
  const [before] = await db.select(CLIENT_CARD).from(clients).where(eq(clients.id, clientId)).for('update');
  await db
    .update(clients)
    .set({
      cardProvider: card.provider,
      cardCustomerId: card.customerId,
      cardPaymentMethodId: card.paymentMethodId,
      cardBrand: card.brand,
      cardLast4: card.last4,
      cardSavedAt: now,
      cardTestMoney: card.testMoney,
      updatedAt: now,
    })
    .where(eq(clients.id, clientId));
  return before?.cardPaymentMethodId && before.cardPaymentMethodId !== card.paymentMethodId ? before : undefined;
}

/** Takes the card off the record (erasure, or staff removing it): answers what it was, to detach at the provider. */
export async function removeClientCard(db: Database, clientId: string, now: Date): Promise<ClientCardRow | undefined> {
  const [before] = await db.select(CLIENT_CARD).from(clients).where(eq(clients.id, clientId)).for('update');
  if (!before?.cardPaymentMethodId) return undefined;
  await db
    .update(clients)
    .set({
      cardProvider: null,
      cardCustomerId: null,
      cardPaymentMethodId: null,
      cardBrand: null,
      cardLast4: null,
      cardSavedAt: null,
      cardTestMoney: false,
      updatedAt: now,
    })
    .where(eq(clients.id, clientId));
  return before;
}

/**
 * What the card rules need to know of a client's past: whether any visit of theirs was kept (completed), and whether
 * they have not come (a no-show) or cancelled inside the window.
 */
export async function clientHistoryFacts(db: Database, clientId: string, freeCancellationHours: number) {
  const a = appointments;
  const [row] = await db
    .select({
      completed: sql<boolean>`bool_or(${a.status} = 'completed')`,
      missed: sql<boolean>`bool_or(${a.status} = 'no_show' or (${a.status} like 'cancelled\\_%' and ${a.status} <> 'cancelled_expired' and ${a.cancelledBy} = 'client' and ${a.cancelledAt} > ${a.startAt} - make_interval(hours => ${freeCancellationHours})))`,
    })
    .from(a)
    .where(eq(a.clientId, clientId));
  return { completed: row?.completed ?? false, missed: row?.missed ?? false };
}
