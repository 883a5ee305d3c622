import type { PaymentMode } from '../../../core/schemas/appointment.schema.ts';
import type { MessageKind } from '../../../core/schemas/notifications.schema.ts';
import type { Database } from '../../db/client.ts';
import { buildInvite } from '../../mail/ics.ts';
import { formatMailStart } from '../../mail/format.ts';
import type { MailContext } from '../../mail/templates/mail-context.ts';
import { renderMail } from '../../mail/templates/render.ts';
import { findSettings, type SalonSettingsRow } from '../catalog/salon.repository.ts';
import { beauticianEmail, bumpInviteSequence, readAppointment, takeReminder, type MailAppointmentRow } from './booking-mail.repository.ts';
import { hashManageToken, manageUrl, newManageToken } from './manage-token.ts';
import { insertManageToken } from './manage-tokens.repository.ts';
import { insertOutboxMessages, type NewOutboxRow } from './outbox.repository.ts';

/** What the booking services need to queue e-mail (docs/decisions/0013). */
export interface BookingMail {
  /** the site's address: the manage link and the invite's UID are built on it */
  publicUrl: string;
  /** called once the transaction that queued messages has committed: wakes the mail job (a no-op without jobs) */
  afterCommit(): void;
}

export type BookingEvent = (
  | { kind: 'booking_confirmed' | 'reminder'; appointmentId: string }
  | { kind: 'booking_changed'; appointmentId: string; movedByClient?: ClientMove; handedOverFrom?: HandedOver }
  | { kind: 'booking_cancelled'; appointmentId: string; refundPence: number }
) & {
  /** false: the client is not e-mailed this time (staff chose not to send a confirmation); told by default */
  tellClient?: boolean;
};

/** Where the booking was before the client moved it themselves (docs/decisions/0025). */
export interface ClientMove {
  fromStart: Date;
  fromBeauticianId: string;
  fromBeauticianName: string;
}

/** The beautician whose diary staff moved the booking out of, and when it was there. */
export interface HandedOver {
  beauticianId: string;
  beauticianName: string;
  start: Date;
}

interface Recipient {
  who: MailContext['recipient'];
  name: string;
  email: string;
  /** the beautician the booking has left: their calendar entry is cancelled, not moved */
  leaving?: boolean;
}

/**
 * Renders and stores the messages one booking event sends, on the caller's transaction: they commit with
 * the change, or not at all. The client gets one when they have an e-mail (and staff did not choose otherwise);
 * the beautician too when they have an e-mail (reminders are the client's only); when the client moved the
 * booking, the salon as well, since nobody at the salon made the change. A beautician the booking has left (the
 * client or staff moved it to someone else) is told, with an invite that takes it out of their calendar.
 */
export async function queueBookingMail(tx: Database, mail: BookingMail, event: BookingEvent, now: Date): Promise<void> {
  const revised = event.kind === 'booking_changed' || event.kind === 'booking_cancelled';
  const row = revised ? await bumpInviteSequence(tx, event.appointmentId) : await readAppointment(tx, event.appointmentId);
  const settings = await findSettings(tx);
  if (!row || !settings) return;
  // A booking made or moved inside the reminder window has just been told everything a reminder would say.
  if ((event.kind === 'booking_confirmed' || event.kind === 'booking_changed') && withinReminderWindow(row, settings, now)) {
    await takeReminder(tx, row.id, row.startAt);
  }
  const messages: NewOutboxRow[] = [];
  for (const recipient of await recipientsOf(tx, event, row, settings)) {
    const link = recipient.who === 'client' && event.kind !== 'booking_cancelled' ? await newManageLink(tx, mail, row.id, now) : undefined;
    messages.push(renderRow(mail, event, row, settings, recipient, link, now));
  }
  await insertOutboxMessages(tx, messages);
}

async function recipientsOf(tx: Database, event: BookingEvent, row: MailAppointmentRow, settings: SalonSettingsRow): Promise<Recipient[]> {
  // A booking taken by staff may have no e-mail (docs/decisions/0026): then only the salon's people hear of it.
  const toClient = event.tellClient !== false && row.clientEmail !== '';
  const recipients: Recipient[] = toClient ? [{ who: 'client', name: row.clientName, email: row.clientEmail }] : [];
  if (event.kind === 'reminder') return recipients;
  const stylistEmail = await beauticianEmail(tx, row.beauticianId);
  if (stylistEmail) recipients.push({ who: 'beautician', name: row.beauticianName, email: stylistEmail });
  const moved = event.kind === 'booking_changed' ? event.movedByClient : undefined;
  const handedOver = event.kind === 'booking_changed' ? event.handedOverFrom : undefined;
  const former = moved
    ? { id: moved.fromBeauticianId, name: moved.fromBeauticianName }
    : handedOver && { id: handedOver.beauticianId, name: handedOver.beauticianName };
  const formerEmail = former && former.id !== row.beauticianId ? await beauticianEmail(tx, former.id) : null;
  const salonEmail = moved ? settings.email.trim() : '';
  if (salonEmail) recipients.push({ who: 'salon', name: settings.name, email: salonEmail });
  // One message per address: a salon whose own address is also a beautician's hears of it once; an address that
  // still has the booking (two beauticians sharing one) never gets the cancellation that would delete it.
  const same = (a: Recipient, b: Recipient) => a.email.toLowerCase() === b.email.toLowerCase();
  if (former && formerEmail && !recipients.some((r) => r.email.toLowerCase() === formerEmail.toLowerCase())) {
    recipients.push({ who: 'beautician', name: former.name, email: formerEmail, leaving: true });
  }
  return recipients.filter((r, i) => recipients.findIndex((other) => same(other, r)) === i);
}

function withinReminderWindow(row: MailAppointmentRow, settings: SalonSettingsRow, now: Date): boolean {
  return row.startAt.getTime() - now.getTime() <= settings.reminderHours * 3_600_000;
}

async function newManageLink(tx: Database, mail: BookingMail, appointmentId: string, now: Date): Promise<string> {
  const token = newManageToken();
  await insertManageToken(tx, appointmentId, hashManageToken(token), now);
  return manageUrl(mail.publicUrl, token);
}

function renderRow(
  mail: BookingMail,
  event: BookingEvent,
  row: MailAppointmentRow,
  settings: SalonSettingsRow,
  recipient: Recipient,
  link: string | undefined,
  now: Date,
): NewOutboxRow {
  const salon = { name: settings.name, address: settings.address, phone: settings.phone, timeZone: settings.timeZone };
  const ctx: MailContext = {
    kind: event.kind,
    recipient: recipient.who,
    salon,
    appointment: {
      start: row.startAt,
      serviceName: row.serviceName,
      variantName: row.variantName,
      beauticianName: row.beauticianName,
      clientName: row.clientName,
      clientNotes: row.clientNotes,
      pricePence: row.pricePence,
      paymentMode: row.paymentMode as PaymentMode,
      paidPence: row.amountPaidPence - row.refundedPence,
      testMoney: row.testMoney,
    },
    ...(event.kind === 'booking_cancelled' ? { refundPence: event.refundPence } : {}),
    ...(event.kind === 'booking_changed' && event.movedByClient
      ? { movedByClient: { fromStart: event.movedByClient.fromStart, fromBeauticianName: event.movedByClient.fromBeauticianName } }
      : {}),
    ...(event.kind === 'booking_changed' && event.handedOverFrom && recipient.leaving
      ? { handedOver: { fromStart: event.handedOverFrom.start } }
      : {}),
    ...(link ? { manageUrl: link } : {}),
  };
  const rendered = renderMail(ctx);
  const method = recipient.leaving ? 'CANCEL' : inviteMethod(event.kind);
  const ics = method
    ? buildInvite({
        method,
        appointmentId: row.id,
        publicUrl: mail.publicUrl,
        sequence: row.icsSequence,
        start: row.startAt,
        end: row.endAt,
        summary: `${row.serviceName} (${row.variantName}) at ${settings.name}`,
        description: `${row.serviceName}, ${row.variantName}, with ${row.beauticianName}: ${formatMailStart(row.startAt, settings.timeZone)}`,
        location: settings.address,
        organizer: { name: settings.name, email: settings.email || `bookings@${new URL(mail.publicUrl).hostname}` },
        attendee: { name: recipient.name, email: recipient.email },
        now,
      })
    : null;
  return {
    kind: event.kind,
    appointmentId: row.id,
    toAddress: recipient.email,
    subject: rendered.subject,
    textBody: rendered.text,
    htmlBody: rendered.html,
    ics,
    icsMethod: method,
    status: 'queued',
    nextAttemptAt: now,
    createdAt: now,
  };
}

/** Confirmations and changes add or update the calendar entry; a cancellation removes it; reminders carry none. */
function inviteMethod(kind: MessageKind): 'REQUEST' | 'CANCEL' | null {
  if (kind === 'booking_cancelled') return 'CANCEL';
  return kind === 'reminder' ? null : 'REQUEST';
}
