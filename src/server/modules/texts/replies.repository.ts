import { and, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { phoneKey } from '../../../core/client-identity.ts';
import type { Database } from '../../db/client.ts';
import { appointments } from '../../db/schema/booking.ts';
import { clients } from '../../db/schema/clients.ts';
import { outboxMessages } from '../../db/schema/notifications.ts';
import { textReplies } from '../../db/schema/texts.ts';

export type TextReplyRow = typeof textReplies.$inferSelect;

/** The visit the latest text to reach `phone` told of (what a reply to it is about), with its first part's state. */
export async function latestTextedVisit(db: Database, phone: string) {
  const [row] = await db
    .select({
      appointmentId: appointments.id,
      visitId: appointments.visitId,
      clientId: appointments.clientId,
      status: appointments.status,
      startAt: appointments.startAt,
    })
    .from(outboxMessages)
    .innerJoin(appointments, eq(appointments.id, outboxMessages.appointmentId))
    .where(
      and(
        eq(outboxMessages.channel, 'sms'),
        eq(outboxMessages.toAddress, phone),
        inArray(outboxMessages.status, ['sent', 'delivered', 'stored']),
      ),
    )
    // The text the client read last: one held for quiet hours was queued long before it went.
    .orderBy(desc(sql`coalesce(${outboxMessages.sentAt}, ${outboxMessages.createdAt})`))
    .limit(1);
  return row;
}

/**
 * The client record this number stands for, compared whole in international form, chosen as a booking by phone alone
 * chooses it (migration 0023's `client_by_phone`, docs/decisions/0037): several records may share a family's phone.
 */
export async function clientWithPhone(db: Database, phone: string): Promise<string | undefined> {
  const result = (await db.execute(sql`select client_by_phone(${phoneKey(phone)}) as id`)) as unknown as { rows: { id: string | null }[] };
  return result.rows[0]?.id ?? undefined;
}

/** Stores a reply once: false when its provider id was stored already (a replayed webhook). */
export async function insertReply(db: Database, reply: typeof textReplies.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(textReplies)
    .values(reply)
    .onConflictDoNothing({ target: textReplies.providerId })
    .returning({ id: textReplies.id });
  return rows.length > 0;
}

/** Marks every part of the visit confirmed by the client (the first reply counts). */
export async function markVisitConfirmed(db: Database, visitId: string, now: Date): Promise<void> {
  await db
    .update(appointments)
    .set({ clientConfirmedAt: now })
    .where(and(eq(appointments.visitId, visitId), isNull(appointments.clientConfirmedAt)));
}

/** Messages from clients for staff (replies that were not a keyword), newest first; unseen only unless told. */
export function listClientMessages(db: Database, { unseenOnly, limit }: { unseenOnly: boolean; limit: number }) {
  return db
    .select({
      id: textReplies.id,
      fromPhone: textReplies.fromPhone,
      body: textReplies.body,
      receivedAt: textReplies.receivedAt,
      seenAt: textReplies.seenAt,
      clientId: textReplies.clientId,
      clientName: clients.name,
      appointmentId: textReplies.appointmentId,
    })
    .from(textReplies)
    .leftJoin(clients, eq(clients.id, textReplies.clientId))
    .where(and(eq(textReplies.intent, 'message'), unseenOnly ? isNull(textReplies.seenAt) : undefined))
    .orderBy(desc(textReplies.receivedAt), desc(textReplies.id))
    .limit(limit);
}

export async function markMessageSeen(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(textReplies)
    .set({ seenAt: sql`coalesce(${textReplies.seenAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(textReplies.id, id))
    .returning({ id: textReplies.id });
  return rows.length > 0;
}

/**
 * Visits starting within `hours` whose text reminder went out and that the client has not confirmed: reception calls
 * them. The visit's first part, soonest first.
 */
export function unconfirmedAfterReminder(db: Database, now: Date, hours: number) {
  return db
    .select({
      appointmentId: appointments.id,
      startAt: appointments.startAt,
      clientName: appointments.clientName,
      clientPhone: appointments.clientPhone,
      serviceName: appointments.serviceName,
      beauticianName: appointments.beauticianName,
      beauticianId: appointments.beauticianId,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.status, 'confirmed'),
        eq(appointments.visitPosition, 0),
        isNull(appointments.clientConfirmedAt),
        gt(appointments.startAt, now),
        lte(appointments.startAt, new Date(now.getTime() + hours * 3_600_000)),
        sql`exists (select 1 from ${outboxMessages} o where o.appointment_id = ${appointments.id} and o.channel = 'sms'
          and o.kind = 'reminder' and o.status in ('sent','delivered'))`,
      ),
    )
    .orderBy(appointments.startAt)
    .limit(100);
}
