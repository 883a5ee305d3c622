import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { catalogSnapshot, type CatalogSnapshot } from '../catalog/catalog-snapshot.ts';
import { findSettings, type SalonSettingsRow } from '../catalog/salon.repository.ts';
import { beauticianEmail, readVisit, takeReminder, type MailAppointmentRow } from './booking-mail.repository.ts';
import { renderParts, type MailedBooking, type MailedRow, type Recipient } from './booking-mail-parts.ts';
import { recipientsOf, withinReminderWindow, type BookingMail } from './booking-mail.service.ts';
import { hashManageToken, manageUrl, newManageToken } from './manage-token.ts';
import { bookingTextRow, queueBookingText } from './text-queue.ts';
import {
  giveUpOwedMessage,
  insertOwedMessages,
  lockOwedMessages,
  renderedMessagesInsert,
  writeOwedMessages,
  type OutboxRow,
  type RenderedRow,
} from './outbox.repository.ts';

// A booking's confirmation (docs/decisions/0033). A booking confirmed as it is made (paying at the salon, or taken by
// staff) has its messages rendered before its write, with no lock or transaction held, and written by the statement
// that writes it. A booking that a later change confirms (a payment, a hold paid at the salon) has them owed in that
// change's transaction, one outbox row per recipient with empty parts; its process renders and writes them straight
// after the commit, and the mail job writes any its process never did (it died in between). Either way each is
// written once.

/** Owed messages are their booking's process's for this long; then the mail job writes them. */
export const OWED_GRACE_MS = 60_000;
/** Owed messages the mail job locks and writes in one transaction. */
const LEFT_BATCH = 20;

const CONFIRMED = { kind: 'booking_confirmed' } as const;

/** The confirmation's text (issue 27): its parts are written when it is sent (text-dispatch.ts). */
const UNRENDERED_TEXT = {
  kind: 'booking_confirmed',
  channel: 'sms',
  parts: { subject: '', textBody: '', htmlBody: '', ics: null, icsMethod: null },
} as const;

/** What a booking confirmed as it is made starts with: nothing paid, its calendar entry's first revision. */
export const NEW_BOOKING = { amountPaidPence: 0, refundedPence: 0, testMoney: false, icsSequence: 0 } as const;

/** A booking about to be written, as its confirmation reads it: the rest is what every new booking starts with. */
export type Unwritten = Omit<MailedRow, keyof typeof NEW_BOOKING>;

/** A booking's confirmation, rendered before its write. */
export interface Confirmation {
  /** one message per recipient, each with its id, about the visit's first part */
  messages: RenderedRow[];
  /** the manage link the client's message carries: its token's hash, stored with the booking */
  token: { hash: string; appointmentId: string } | undefined;
  /** the booking starts inside the reminder window: it has been told everything a reminder would say (0013) */
  takesReminder: boolean;
}

/** A confirmation owed by a committed booking. */
export interface OwedConfirmation {
  /** the appointment the messages are about: the visit's first part */
  appointmentId: string;
  messages: { id: string; recipient: Recipient }[];
  /** the visit as committed, when the writer holds it: spares a read after the commit */
  visit?: MailAppointmentRow[];
}

/**
 * The confirmation of a visit about to be written (its parts in order, ids made beforehand), rendered: to the client
 * (unless staff chose not to tell them, or there is no address, see recipientsOf) and each beautician of the visit.
 * The salon's settings and the beauticians' addresses come from the cached catalogue, so nothing is read. Written by
 * the statement that writes the booking (confirmationWrites), it is sent only if the booking is.
 */
export async function renderConfirmation(
  catalogue: Pick<CatalogSnapshot, 'settings' | 'beauticianById'>,
  publicUrl: string,
  visit: Unwritten[],
  { tellClient, now }: { tellClient?: boolean; now: Date },
): Promise<Confirmation> {
  const { settings, beauticianById } = catalogue;
  const first = visit[0]!;
  if (!settings) return { messages: [], token: undefined, takesReminder: false };
  const booking = { row: { ...first, ...NEW_BOOKING }, visit: visit.map((part) => ({ ...part, ...NEW_BOOKING })) };
  const emailOf = (id: string) => Promise.resolve(beauticianById.get(id)?.email?.trim() || null);
  const recipients = await recipientsOf({ ...CONFIRMED, ...(tellClient === undefined ? {} : { tellClient }) }, booking, settings, emailOf);
  const toClient = recipients.find((r) => r.who === 'client');
  const token = toClient ? newManageToken() : undefined;
  const text = tellClient === false ? undefined : bookingTextRow(settings, CONFIRMED.kind, { ...first, visitId: first.id }, { now });
  const emails = recipients.map((recipient): RenderedRow => {
    const link = recipient === toClient && token ? manageUrl(publicUrl, token) : undefined;
    const parts = renderParts(publicUrl, CONFIRMED, booking, settings, recipient, link, now);
    return { id: randomUUID(), kind: CONFIRMED.kind, appointmentId: first.id, toAddress: recipient.email, parts };
  });
  return {
    messages: text
      ? [...emails, { ...UNRENDERED_TEXT, id: randomUUID(), appointmentId: first.id, toAddress: text.toAddress, dedupeKey: text.dedupeKey }]
      : emails,
    token: token ? { hash: hashManageToken(token), appointmentId: first.id } : undefined,
    takesReminder: withinReminderWindow(first, settings, now),
  };
}

/** The confirmation as a part of the statement that inserts its booking (`insertAppointment`'s `alsoWriting`). */
export function confirmationWrites(confirmation: Confirmation, now: Date) {
  return renderedMessagesInsert(confirmation.messages, confirmation.token, now);
}

const owedRows = (messages: OwedConfirmation['messages'], appointmentId: string) =>
  messages.map(({ id, recipient }) => ({ id, appointmentId, toAddress: recipient.email }));

/**
 * For a booking that a change confirms (a payment, the client's own hold paid at the salon), in that change's
 * transaction, after it: reads the visit, records its confirmation as owed and takes the reminder inside the window.
 */
export async function oweConfirmationOfBooked(tx: Database, appointmentId: string, now: Date): Promise<OwedConfirmation> {
  const visit = await readVisit(tx, appointmentId);
  const settings = await findSettings(tx);
  const row = visit.find((p) => p.id === appointmentId);
  if (!row || !settings) return { appointmentId, messages: [] };
  const recipients = await recipientsOf(CONFIRMED, { row, visit }, settings, (id) => beauticianEmail(tx, id));
  const messages = recipients.map((recipient) => ({ id: randomUUID(), recipient }));
  if (withinReminderWindow(row, settings, now)) await takeReminder(tx, row.id, row.startAt);
  await insertOwedMessages(tx, owedRows(messages, appointmentId), now);
  await queueBookingText(tx, settings, CONFIRMED.kind, row, { now });
  return { appointmentId, messages, visit };
}

/**
 * After the booking's commit: writes its owed confirmation and wakes the mail job. Never throws: the booking stands
 * whatever happens here, and a message left unwritten is written by the mail job once its grace is over.
 */
export async function writeConfirmation(db: Database, mail: BookingMail, owed: OwedConfirmation, now: Date): Promise<void> {
  if (owed.messages.length === 0) return;
  try {
    const visit = owed.visit ?? (await readVisit(db, owed.appointmentId));
    const row = visit.find((p) => p.id === owed.appointmentId);
    const { settings } = await catalogSnapshot(db);
    if (row && settings) await writeMessages(db, mail.publicUrl, owed.messages, { row, visit }, settings, now);
  } catch (err) {
    // The error's code and message only: a database error's detail can quote the row, the client's details with it.
    const { code, message } = err as { code?: unknown; message?: unknown };
    mail.warn?.({ code, message, appointmentId: owed.appointmentId }, 'mail: a confirmation was left for the mail job to write');
  }
  mail.afterCommit();
}

/**
 * The mail job's part: writes the owed messages whose booking's process never did (it stopped between its commit and
 * writing them), a batch at a time, each under a row lock so two processes' jobs never write one twice. Answers how
 * many it wrote.
 */
export async function writeLeftConfirmations(db: Database, publicUrl: string, now: Date): Promise<number> {
  let written = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const owed = await lockOwedMessages(tx, new Date(now.getTime() - OWED_GRACE_MS), LEFT_BATCH);
      const settings = owed.length > 0 ? await findSettings(tx) : undefined;
      for (const [appointmentId, messages] of byAppointment(owed)) {
        written += await writeLeftMessages(tx, publicUrl, appointmentId, messages, settings, now);
      }
      return owed.length;
    });
    if (batch < LEFT_BATCH) return written;
  }
}

function byAppointment(messages: OutboxRow[]): Map<string | null, OutboxRow[]> {
  const groups = new Map<string | null, OutboxRow[]>();
  for (const m of messages) groups.set(m.appointmentId, [...(groups.get(m.appointmentId) ?? []), m]);
  return groups;
}

async function writeLeftMessages(
  tx: Database,
  publicUrl: string,
  appointmentId: string | null,
  messages: OutboxRow[],
  settings: SalonSettingsRow | undefined,
  now: Date,
): Promise<number> {
  const visit = appointmentId ? await readVisit(tx, appointmentId) : [];
  const row = visit.find((p) => p.id === appointmentId);
  if (!row || !settings) {
    for (const m of messages) await giveUpOwedMessage(tx, m.id, 'Not sent: the booking no longer exists.');
    return 0;
  }
  // An owed row names its address only: whoever that address is among the booking's recipients now. Staff may have
  // chosen not to tell the client, but then no row was owed to the client's address.
  const recipients = await recipientsOf(CONFIRMED, { row, visit }, settings, (id) => beauticianEmail(tx, id));
  const recipientOf = (address: string): Recipient =>
    recipients.find((r) => r.email.toLowerCase() === address.toLowerCase()) ?? {
      who: 'beautician',
      name: row.beauticianName,
      email: address,
      beauticianId: row.beauticianId,
    };
  const owed = messages.map((m) => ({ id: m.id, recipient: { ...recipientOf(m.toAddress), email: m.toAddress } }));
  return (await writeMessages(tx, publicUrl, owed, { row, visit }, settings, now)).length;
}

/** Renders owed messages of one booking and writes them, the client's with its manage link's token. */
function writeMessages(
  db: Database,
  publicUrl: string,
  messages: OwedConfirmation['messages'],
  booking: MailedBooking,
  settings: SalonSettingsRow,
  now: Date,
): Promise<string[]> {
  const toClient = messages.find((m) => m.recipient.who === 'client');
  const token = toClient ? newManageToken() : undefined;
  const rendered = messages.map(({ id, recipient }) => {
    const link = recipient === toClient?.recipient && token ? manageUrl(publicUrl, token) : undefined;
    return { id, parts: renderParts(publicUrl, CONFIRMED, booking, settings, recipient, link, now) };
  });
  const link = toClient && token ? { messageId: toClient.id, tokenHash: hashManageToken(token) } : undefined;
  return writeOwedMessages(db, rendered, { now, ...(link ? { link } : {}) });
}
