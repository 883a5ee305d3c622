import { and, desc, eq } from 'drizzle-orm';
import type { ClientTextMessage } from '../../../core/schemas/texts.schema.ts';
import type { Database } from '../../db/client.ts';
import { textOptOuts, textReplies } from '../../db/schema/texts.ts';

// What a client record shows of texts (issue 27): read here from the texts' own tables, which the texts module writes.

export async function optedOutAt(db: Database, e164: string): Promise<Date | null> {
  const [row] = await db.select({ at: textOptOuts.createdAt }).from(textOptOuts).where(eq(textOptOuts.phone, e164));
  return row?.at ?? null;
}

/** The client's texted messages (replies that were not a keyword), newest first. */
export function clientTextMessages(db: Database, clientId: string) {
  return db
    .select()
    .from(textReplies)
    .where(and(eq(textReplies.clientId, clientId), eq(textReplies.intent, 'message')))
    .orderBy(desc(textReplies.receivedAt), desc(textReplies.id))
    .limit(20);
}

/** A reply as staff read it, on the dashboard or a client's record. */
export function toClientTextMessage(
  r: Pick<typeof textReplies.$inferSelect, 'id' | 'fromPhone' | 'body' | 'receivedAt' | 'seenAt' | 'clientId' | 'appointmentId'>,
  clientName: string | null,
): ClientTextMessage {
  return {
    _id: r.id,
    from: r.fromPhone,
    body: r.body,
    receivedAt: r.receivedAt.toISOString(),
    seen: r.seenAt !== null,
    clientId: r.clientId,
    clientName,
    appointmentId: r.appointmentId,
  };
}
