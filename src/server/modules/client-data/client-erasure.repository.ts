import { and, eq, gt, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { ERASED_CLIENT_NAME, ERASED_MESSAGE_TEXT, UPCOMING_STATUSES } from '../../../core/client-data.ts';
import { NOT_A_VISIT_STATUSES } from '../../../core/client-history.ts';
import type { Database } from '../../db/client.ts';
import { appointments } from '../../db/schema/booking.ts';
import { clients } from '../../db/schema/clients.ts';
import { manageTokens, outboxMessages } from '../../db/schema/notifications.ts';
import { moneyEntries } from '../../db/schema/till.ts';
import type { RecordedCard } from '../../payments/payment-provider.ts';
import { addressedToClient, entriesOfClient, messagesOfClient, repliesOfClient, type ClientRow } from './client-data.repository.ts';
import { waitlistEntries, waitlistOffers } from '../../db/schema/waitlist.ts';
import { textReplies } from '../../db/schema/texts.ts';

// The writes of an erasure (docs/decisions/0028), each over every row of one client; the service runs them in one
// transaction, the outbox first, as it finds the client's messages by the addresses the other steps blank.

const NOT_SENT = 'Not sent: the client’s data was erased.';
const visitsOf = (clientId: string) => sql`(select ${appointments.id} from ${appointments} where ${appointments.clientId} = ${clientId})`;

/** The client's record, locked until the transaction ends: a second erasure at once waits, then sees it done. */
export async function lockClient(tx: Database, id: string): Promise<ClientRow | undefined> {
  const [row] = await tx.select().from(clients).where(eq(clients.id, id)).for('update');
  return row;
}

/** The card saved on the client's record for the no-show policy, with the provider that saved it; undefined: none. */
export async function recordedCardOf(db: Database, clientId: string): Promise<RecordedCard | undefined> {
  const [row] = await db.select().from(clients).where(eq(clients.id, clientId));
  if (!row?.cardProvider || !row.cardPaymentMethodId) return undefined;
  return {
    provider: row.cardProvider,
    customerId: row.cardCustomerId,
    paymentMethodId: row.cardPaymentMethodId,
    brand: row.cardBrand ?? '',
    last4: row.cardLast4 ?? '',
  };
}

/** A booking of theirs still to come (or waiting for payment) that has not ended by `now`. */
export async function hasUpcomingVisit(db: Database, clientId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.clientId, clientId), inArray(appointments.status, [...UPCOMING_STATUSES]), gt(appointments.endAt, now)))
    .limit(1);
  return row !== undefined;
}

/**
 * Every e-mail to the client or about their visits (the stylist's copies name them too) keeps only its kind, dates
 * and status; the client's own lose their recipient. One still queued is never sent.
 */
export async function eraseMessages(tx: Database, clientId: string): Promise<void> {
  const queued = sql`${outboxMessages.status} = 'queued'`;
  await tx
    .update(outboxMessages)
    .set({
      toAddress: sql`case when ${addressedToClient(clientId)} then '' else ${outboxMessages.toAddress} end`,
      subject: ERASED_MESSAGE_TEXT,
      textBody: ERASED_MESSAGE_TEXT,
      htmlBody: ERASED_MESSAGE_TEXT,
      ics: null,
      icsMethod: null,
      lastError: sql`case when ${queued} then ${NOT_SENT} else null end`,
      status: sql`case when ${queued} then 'failed' else ${outboxMessages.status} end`,
      claimedUntil: null,
    })
    .where(messagesOfClient(clientId));
}

/**
 * Their replies to texts keep only when they came and what they were taken to mean: the number and the words go. (A
 * number that opted out stays opted out: the opt-out list keeps numbers only, so no text reaches it again.)
 */
export async function eraseReplies(tx: Database, clientId: string): Promise<void> {
  await tx.update(textReplies).set({ fromPhone: '', body: ERASED_MESSAGE_TEXT, clientId: null }).where(repliesOfClient(clientId));
}

/**
 * Their places on the waitlist (issue 28) keep only when they joined, what for and how it ended: name, e-mail and number
 * go, a waiting place ends, and a time held for them is let go for the next client. The text telling them they joined
 * is theirs by its place (it is about no visit), and is blanked here; the e-mails go with the rest of their messages.
 */
export async function eraseWaitlistPlaces(tx: Database, clientId: string, now: Date): Promise<void> {
  const places = await tx.select({ id: waitlistEntries.id }).from(waitlistEntries).where(entriesOfClient(clientId));
  if (places.length === 0) return;
  const ids = places.map((p) => p.id);
  const open = await tx
    .update(waitlistOffers)
    .set({ status: 'withdrawn', endedAt: now })
    .where(and(inArray(waitlistOffers.entryId, ids), eq(waitlistOffers.status, 'open')))
    .returning({ appointmentId: waitlistOffers.appointmentId });
  const holds = open.flatMap((o) => (o.appointmentId ? [o.appointmentId] : []));
  if (holds.length > 0)
    await tx
      .update(appointments)
      .set({ status: 'cancelled_expired', cancelledAt: now, cancelReason: 'The client’s data was erased', updatedAt: now })
      .where(and(inArray(appointments.visitId, holds), eq(appointments.status, 'reserved_unpaid')));
  await tx
    .update(outboxMessages)
    .set({
      toAddress: '',
      subject: ERASED_MESSAGE_TEXT,
      textBody: ERASED_MESSAGE_TEXT,
      lastError: sql`case when ${outboxMessages.status} = 'queued' then ${NOT_SENT} else null end`,
      status: sql`case when ${outboxMessages.status} = 'queued' then 'failed' else ${outboxMessages.status} end`,
      claimedUntil: null,
    })
    .where(
      inArray(
        outboxMessages.dedupeKey,
        ids.map((id) => `text:waitlist_joined:${id}`),
      ),
    );
  await tx
    .update(waitlistEntries)
    .set({
      clientName: ERASED_CLIENT_NAME,
      clientEmail: '',
      clientPhone: '',
      clientId: null,
      status: sql`case when ${waitlistEntries.status} = 'waiting' then 'ended' else ${waitlistEntries.status} end`,
      endedAt: sql`coalesce(${waitlistEntries.endedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(inArray(waitlistEntries.id, ids));
}

/** The till's notes on their visits' money; migration 0014 lets the ledger take exactly this change. */
export async function blankMoneyNotes(tx: Database, clientId: string): Promise<void> {
  await tx
    .update(moneyEntries)
    .set({ note: '' })
    .where(and(sql`${moneyEntries.appointmentId} in ${visitsOf(clientId)}`, ne(moneyEntries.note, '')));
}

/** The "manage your booking" links in their e-mails open nothing any more. */
export async function deleteManageLinks(tx: Database, clientId: string): Promise<void> {
  await tx.delete(manageTokens).where(sql`${manageTokens.appointmentId} in ${visitsOf(clientId)}`);
}

/**
 * Their visits keep what was booked, when, its status and its money (the accounts and the revenue report read
 * those); every detail they gave, what staff wrote about them and what tied a booking to their browser goes.
 */
export async function eraseVisits(tx: Database, clientId: string, now: Date): Promise<void> {
  await tx
    .update(appointments)
    .set({
      clientName: ERASED_CLIENT_NAME,
      clientEmail: '',
      clientPhone: '',
      clientNotes: '',
      cancelReason: sql`case when ${appointments.cancelReason} is null then null else '' end`,
      holdAddressHash: null,
      requestId: null,
      updatedAt: now,
    })
    .where(eq(appointments.clientId, clientId));
}

/** The record itself: a neutral name, no contact, no notes, no consent; erased_at says what happened and when. */
export async function eraseClientRecord(tx: Database, clientId: string, now: Date): Promise<void> {
  await tx
    .update(clients)
    .set({
      name: ERASED_CLIENT_NAME,
      email: '',
      phone: '',
      emailKey: null,
      phoneKey: '',
      notes: '',
      marketingConsentAt: null,
      // The saved card's references go too (it was detached at the provider first) and staff's card choice with them.
      cardRule: 'policy',
      cardProvider: null,
      cardCustomerId: null,
      cardPaymentMethodId: null,
      cardBrand: null,
      cardLast4: null,
      cardSavedAt: null,
      cardTestMoney: false,
      possibleDuplicateOf: null,
      erasedAt: now,
      updatedAt: now,
    })
    .where(and(eq(clients.id, clientId), isNull(clients.erasedAt)));
  // A record marked as perhaps this person is no longer anyone's duplicate: nothing is left to merge it with.
  await tx.update(clients).set({ possibleDuplicateOf: null }).where(eq(clients.possibleDuplicateOf, clientId));
}

/**
 * Clients past retention (docs/decisions/0028): not erased, no visit started on or after `cutoff` (a client with no
 * visit at all counts from when the record was made; a checkout left to lapse is no visit), and nothing still to
 * come. At most `limit`, oldest first.
 */
export async function clientsPastRetention(db: Database, cutoff: Date, now: Date, limit: number): Promise<string[]> {
  const lastVisit = sql`coalesce((select max(${appointments.startAt}) from ${appointments} where ${appointments.clientId} = ${clients.id}
    and ${notInArray(appointments.status, [...NOT_A_VISIT_STATUSES])}), ${clients.createdAt})`;
  const upcoming = sql`exists (select 1 from ${appointments} where ${appointments.clientId} = ${clients.id}
    and ${inArray(appointments.status, [...UPCOMING_STATUSES])} and ${appointments.endAt} > ${now.toISOString()}::timestamptz)`;
  // Waiting on the waitlist (issue 28) is being a client now: not a lapsed one.
  const waiting = sql`exists (select 1 from ${waitlistEntries} where ${waitlistEntries.status} = 'waiting' and ${entriesOfClient(sql`${clients.id}`)})`;
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(isNull(clients.erasedAt), sql`${lastVisit} < ${cutoff.toISOString()}::timestamptz`, sql`not ${upcoming}`, sql`not ${waiting}`),
    )
    .orderBy(lastVisit, clients.id)
    .limit(limit);
  return rows.map((r) => r.id);
}
