import { eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';
import { appointments } from '../../src/server/db/schema/booking.ts';
import { saveClientCard } from '../../src/server/modules/fees/saved-cards.repository.ts';
import type { SavedCard } from '../../src/server/payments/payment-provider.ts';

/**
 * A card on the record of the client who booked `appointmentId`, as a completed card setup leaves it (issue 26): the
 * provider's references and what the client may be shown. Answers the client's id.
 */
export async function givenSavedCard(
  db: Database,
  appointmentId: string,
  card: SavedCard,
  { provider = 'offline', testMoney = true }: { provider?: string; testMoney?: boolean } = {},
): Promise<string> {
  await saveClientCard(db, appointmentId, card, { provider, testMoney, now: new Date() });
  const [row] = await db.select({ clientId: appointments.clientId }).from(appointments).where(eq(appointments.id, appointmentId));
  return row!.clientId!;
}
