import { and, count, desc, eq, ilike, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { STAFF_MESSAGE_KINDS } from '../../../core/schemas/notifications.schema.ts';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { DEFAULT_PHONE_REGION, e164Of } from '../../../core/texts/phone.ts';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { appointments } from '../../db/schema/booking.ts';
import { outboxMessages } from '../../db/schema/notifications.ts';
import type { OutboxRow } from './outbox.repository.ts';

// The Outbox as staff read it: each message with the client it is about (its visit's), found by their name, e-mail
// or phone as well as by its address (issue 40).

/** A message and the name of the client its visit is for (null: about no visit, or the client was erased). */
export interface ListedMessage {
  message: OutboxRow;
  clientName: string | null;
}

export interface OutboxPageQuery {
  page: number;
  pageSize: number;
  /** the reader may see the set-password links e-mailed to staff */
  withStaffMail: boolean;
  /** a name, e-mail address or phone number, any part of it */
  q?: string | undefined;
}

const onlyDigits = (column: SQL | typeof appointments.clientPhone) => sql`regexp_replace(${column}, '[^0-9]', '', 'g')`;

/** Messages about `q`: their address, or their visit's client's name, e-mail or phone, however the number is typed. */
function searched(q: string): SQL | undefined {
  const pattern = containsPattern(q);
  const e164 = e164Of(q);
  // '+44 7400 123456' is '07400 123456' as a client typed it: the number without its country's prefixes.
  const digits = (e164 ? parsePhoneNumberFromString(e164, DEFAULT_PHONE_REGION)?.nationalNumber : undefined) ?? q.replace(/\D/g, '');
  return or(
    ilike(outboxMessages.toAddress, pattern),
    ilike(appointments.clientName, pattern),
    ilike(appointments.clientEmail, pattern),
    digits.length >= 4 ? sql`${onlyDigits(appointments.clientPhone)} like ${containsPattern(digits)}` : undefined,
    // A text's address is E.164: '07400 123456' is '+447400123456' there.
    e164 ? eq(outboxMessages.toAddress, e164) : undefined,
    digits.length >= 4 ? sql`${onlyDigits(sql`${outboxMessages.toAddress}`)} like ${containsPattern(digits)}` : undefined,
  );
}

const shownTo = (withStaffMail: boolean) => (withStaffMail ? undefined : notInArray(outboxMessages.kind, [...STAFF_MESSAGE_KINDS]));
const listed = { message: outboxMessages, clientName: sql<string | null>`nullif(${appointments.clientName}, '')` };

/** Newest first; id breaks ties so pages never overlap. Without `withStaffMail`, set-password links are left out. */
export async function listOutboxPage(db: Database, query: OutboxPageQuery): Promise<{ rows: ListedMessage[]; total: number }> {
  const q = query.q?.trim();
  const where = and(shownTo(query.withStaffMail), q ? searched(q) : undefined);
  const [rows, totals] = await Promise.all([
    db
      .select(listed)
      .from(outboxMessages)
      .leftJoin(appointments, eq(appointments.id, outboxMessages.appointmentId))
      .where(where)
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(outboxMessages).leftJoin(appointments, eq(appointments.id, outboxMessages.appointmentId)).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function findOutboxMessage(db: Database, id: string, withStaffMail: boolean): Promise<ListedMessage | undefined> {
  const [row] = await db
    .select(listed)
    .from(outboxMessages)
    .leftJoin(appointments, eq(appointments.id, outboxMessages.appointmentId))
    .where(and(eq(outboxMessages.id, id), shownTo(withStaffMail)));
  return row;
}
