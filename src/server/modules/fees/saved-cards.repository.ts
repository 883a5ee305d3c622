import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { appointments } from '../../db/schema/booking.ts';
import { clients } from '../../db/schema/clients.ts';
import { cardSetups } from '../../db/schema/fees.ts';
import type { SavedCard } from '../../payments/payment-provider.ts';

type Executor = Database | Transaction;
export type CardSetupRow = typeof cardSetups.$inferSelect;

/** A provider session opened to save a card for a held booking: a setup session, or a payment keeping its card. */
export async function insertCardSetup(db: Executor, values: typeof cardSetups.$inferInsert): Promise<void> {
  await db.insert(cardSetups).values(values);
}

export async function findCardSetup(db: Executor, sessionId: string): Promise<CardSetupRow | undefined> {
  const [row] = await db.select().from(cardSetups).where(eq(cardSetups.sessionId, sessionId));
  return row;
}

/** The setup locked for the rest of the transaction: two reports of one saved card settle it once. */
export async function lockCardSetup(tx: Transaction, sessionId: string): Promise<CardSetupRow | undefined> {
  const [row] = await tx.select().from(cardSetups).where(eq(cardSetups.sessionId, sessionId)).for('update');
  return row;
}

/** Ends an open setup: 'saved' once its card is on the client's record, 'expired' when its booking was let go. */
export async function closeCardSetup(db: Executor, sessionId: string, status: 'saved' | 'expired'): Promise<boolean> {
  const rows = await db
    .update(cardSetups)
    .set({ status })
    .where(and(eq(cardSetups.sessionId, sessionId), eq(cardSetups.status, 'open')))
    .returning({ sessionId: cardSetups.sessionId });
  return rows.length > 0;
}

/**
 * Puts the card on the record of the client the appointment belongs to (their newest card replaces an older one).
 * Only the provider's references and what the client may be shown are kept (docs/decisions/0034).
 */
export async function saveClientCard(
  tx: Executor,
  appointmentId: string,
  card: SavedCard,
  { provider, testMoney, now }: { provider: string; testMoney: boolean; now: Date },
): Promise<void> {
  await tx
    .update(clients)
    .set({
      cardProvider: provider,
      cardCustomerId: card.customerId,
      cardPaymentMethodId: card.paymentMethodId,
      cardBrand: card.brand,
      cardLast4: card.last4,
      cardSavedAt: now,
      cardTestMoney: testMoney,
      updatedAt: now,
    })
    .where(eq(clients.id, sql`(select ${appointments.clientId} from ${appointments} where ${appointments.id} = ${appointmentId})`));
}
