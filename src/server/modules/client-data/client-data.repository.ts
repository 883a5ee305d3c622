import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { CLIENT_MESSAGE_KINDS } from '../../../core/schemas/notifications.schema.ts';
import type { Database } from '../../db/client.ts';
import { appointments } from '../../db/schema/booking.ts';
import { payments } from '../../db/schema/checkout.ts';
import { clients } from '../../db/schema/clients.ts';
import { outboxMessages } from '../../db/schema/notifications.ts';
import { textReplies } from '../../db/schema/texts.ts';
import { moneyEntries } from '../../db/schema/till.ts';
import { waitlistEntries, waitlistOffers } from '../../db/schema/waitlist.ts';

export type ClientRow = typeof clients.$inferSelect;
export type VisitRow = typeof appointments.$inferSelect;
export type OnlinePaymentRow = typeof payments.$inferSelect;
export type MoneyEntryRow = typeof moneyEntries.$inferSelect;
export type MessageRow = typeof outboxMessages.$inferSelect;

// Reads of one client's data for the export (docs/decisions/0028); every function takes a Database, a transaction too.

export async function findClient(db: Database, id: string): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(clients).where(eq(clients.id, id));
  return row;
}

/** The client's appointments, oldest first. */
export function listVisits(db: Database, clientId: string): Promise<VisitRow[]> {
  return db.select().from(appointments).where(eq(appointments.clientId, clientId)).orderBy(asc(appointments.startAt), asc(appointments.id));
}

export function listOnlinePayments(db: Database, appointmentIds: string[]): Promise<OnlinePaymentRow[]> {
  if (appointmentIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(payments)
    .where(inArray(payments.appointmentId, appointmentIds))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

export function listMoneyEntries(db: Database, appointmentIds: string[]): Promise<MoneyEntryRow[]> {
  if (appointmentIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(moneyEntries)
    .where(inArray(moneyEntries.appointmentId, appointmentIds))
    .orderBy(asc(moneyEntries.takenAt), asc(moneyEntries.recordedAt), asc(moneyEntries.id));
}

/**
 * Only messages to clients are ever a client's: a set-password link to an owner stays out of a client's export and
 * erasure even when reception typed that owner's address into a client record (issue 23, docs/decisions/0029).
 */
const clientMessage = (condition: SQL): SQL => and(inArray(outboxMessages.kind, [...CLIENT_MESSAGE_KINDS]), condition)!;

/**
 * To the address a visit of theirs was booked with (a client may have changed address), or to their record's now. A
 * text (issue 27) is theirs when it is about a visit of theirs: a number is not a person (a parent and child may
 * share one), so it never makes another's text theirs.
 */
const toClientAddress = (clientId: string): SQL => sql`(
  exists (select 1 from ${appointments} where ${appointments.id} = ${outboxMessages.appointmentId} and ${appointments.clientId} = ${clientId}
    and (${outboxMessages.channel} = 'sms' or client_email_key(${appointments.clientEmail}) = client_email_key(${outboxMessages.toAddress})))
  or (${outboxMessages.channel} = 'email'
    and client_email_key(${outboxMessages.toAddress}) = (select ${clients.emailKey} from ${clients} where ${clients.id} = ${clientId})))`;

/** Client messages addressed to the client. Addresses compare as migration 0013's `client_email_key` does. */
export const addressedToClient = (clientId: string): SQL => clientMessage(toClientAddress(clientId));

/** Client messages about the client's visits or addressed to the client: the erasure's reach. */
export const messagesOfClient = (clientId: string): SQL =>
  clientMessage(
    or(
      sql`${outboxMessages.appointmentId} in (select ${appointments.id} from ${appointments} where ${appointments.clientId} = ${clientId})`,
      toClientAddress(clientId),
    )!,
  );

/** The e-mails sent to the client (not the stylist's copies), oldest first. */
export function listMessagesToClient(db: Database, clientId: string): Promise<MessageRow[]> {
  return db.select().from(outboxMessages).where(addressedToClient(clientId)).orderBy(asc(outboxMessages.createdAt), asc(outboxMessages.id));
}

/** The client's replies to the salon's texts (issue 27): those their record was matched to when they came in. */
export const repliesOfClient = (clientId: string): SQL => eq(textReplies.clientId, clientId);

export function listRepliesOfClient(db: Database, clientId: string) {
  return db.select().from(textReplies).where(repliesOfClient(clientId)).orderBy(asc(textReplies.receivedAt), asc(textReplies.id));
}

/**
 * The client's places on the waitlist (issue 28): those matched to their record when they joined, or joined with their
 * record's e-mail before they had one (a record is made with a first booking). Compared as migration 0013 does.
 */
export const entriesOfClient = (clientId: string | SQL): SQL => sql`(${waitlistEntries.clientId} = ${clientId} or (
  ${waitlistEntries.clientId} is null
  and client_email_key(${waitlistEntries.clientEmail}) = (select ${clients.emailKey} from ${clients} where ${clients.id} = ${clientId})))`;

export async function listWaitlistOfClient(db: Database, clientId: string) {
  const entries = await db.select().from(waitlistEntries).where(entriesOfClient(clientId)).orderBy(asc(waitlistEntries.seq));
  const offers =
    entries.length === 0
      ? []
      : await db
          .select()
          .from(waitlistOffers)
          .where(
            inArray(
              waitlistOffers.entryId,
              entries.map((e) => e.id),
            ),
          )
          .orderBy(asc(waitlistOffers.createdAt), asc(waitlistOffers.id));
  return entries.map((entry) => ({ entry, offers: offers.filter((o) => o.entryId === entry.id) }));
}
