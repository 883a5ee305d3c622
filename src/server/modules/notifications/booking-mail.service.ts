import type { Database } from '../../db/client.ts';
import { findSettings, type SalonSettingsRow } from '../catalog/salon.repository.ts';
import {
  beauticianEmail,
  bumpInviteSequence,
  readAppointment,
  readVisit,
  takeReminder,
  type MailAppointmentRow,
} from './booking-mail.repository.ts';
import { renderParts, type ClientMove, type HandedOver, type MailEvent, type Recipient } from './booking-mail-parts.ts';
import { hashManageToken, manageUrl, newManageToken } from './manage-token.ts';
import { insertManageToken } from './manage-tokens.repository.ts';
import { insertOutboxMessages, type NewOutboxRow } from './outbox.repository.ts';
import { queueBookingText } from './text-queue.ts';

export type { ClientMove, HandedOver, Recipient } from './booking-mail-parts.ts';

/** What the booking services need to queue e-mail (docs/decisions/0013). */
export interface BookingMail {
  /** the site's address: the manage link and the invite's UID are built on it */
  publicUrl: string;
  /** called once the transaction that queued messages has committed: wakes the mail job (a no-op without jobs) */
  afterCommit(): void;
  /** told of a confirmation its booking's process could not write after the commit (the mail job writes it later) */
  warn?(details: object, message: string): void;
}

/**
 * A change, a cancellation or a reminder: rendered in the transaction of the change it reports. A booking's
 * confirmation is owed there instead and written after the commit (booking-confirmation.service.ts, 0033).
 */
export type BookingEvent = (
  | { kind: 'reminder'; appointmentId: string }
  | { kind: 'booking_changed'; appointmentId: string; movedByClient?: ClientMove; handedOverFrom?: HandedOver }
  | { kind: 'booking_cancelled'; appointmentId: string; refundPence: number }
) & {
  /** false: the client is not e-mailed this time; told by default */
  tellClient?: boolean;
};

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
  // A booking moved inside the reminder window has just been told everything a reminder would say.
  if (event.kind === 'booking_changed' && withinReminderWindow(row, settings, now)) await takeReminder(tx, row.id, row.startAt);
  const visit = await readVisit(tx, row.id);
  const messages: NewOutboxRow[] = [];
  for (const recipient of await recipientsOf(event, { row, visit }, settings, (id) => beauticianEmail(tx, id))) {
    const link = recipient.who === 'client' && event.kind !== 'booking_cancelled' ? await newManageLink(tx, mail, row.id, now) : undefined;
    messages.push({
      kind: event.kind,
      appointmentId: row.id,
      toAddress: recipient.email,
      ...renderParts(mail.publicUrl, event, { row, visit }, settings, recipient, link, now),
      status: 'queued',
      nextAttemptAt: now,
      createdAt: now,
    });
  }
  await insertOutboxMessages(tx, messages);
  // The client's text of a change or a cancellation (issue 27): one per revision of the calendar entry (each change
  // bumps it), and one cancellation per visit.
  if (event.tellClient !== false && event.kind !== 'reminder') {
    const key = event.kind === 'booking_changed' ? `${row.id}:${row.icsSequence}` : '';
    await queueBookingText(tx, settings, event.kind, row, { now, key });
  }
}

/** What of a booking decides who hears of it: the client, and who does each of its services. */
type Addressed = Pick<MailAppointmentRow, 'clientEmail' | 'clientName' | 'beauticianId' | 'beauticianName'>;

/**
 * Who hears of an event, each address once. `emailOf` finds a beautician's address: in the transaction, or in the
 * cached catalogue when a booking's write must not wait for it (0033).
 */
export async function recipientsOf(
  event: MailEvent,
  { row, visit }: { row: Addressed; visit: Pick<Addressed, 'beauticianId' | 'beauticianName'>[] },
  settings: SalonSettingsRow,
  emailOf: (beauticianId: string) => Promise<string | null>,
): Promise<Recipient[]> {
  // A booking taken by staff may have no e-mail (docs/decisions/0026): then only the salon's people hear of it.
  const toClient = event.tellClient !== false && row.clientEmail !== '';
  const recipients: Recipient[] = toClient ? [{ who: 'client', name: row.clientName, email: row.clientEmail }] : [];
  if (event.kind === 'reminder') return recipients;
  // Everyone doing a service of the visit hears of it (the visit's other beauticians after the appointment's own).
  const stylists = new Map([
    [row.beauticianId, row.beauticianName],
    ...visit.map((p): [string, string] => [p.beauticianId, p.beauticianName]),
  ]);
  for (const [id, name] of stylists) {
    const stylistEmail = await emailOf(id);
    if (stylistEmail) recipients.push({ who: 'beautician', name, email: stylistEmail, beauticianId: id });
  }
  const moved = event.kind === 'booking_changed' ? event.movedByClient : undefined;
  const handedOver = event.kind === 'booking_changed' ? event.handedOverFrom : undefined;
  const former = moved
    ? { id: moved.fromBeauticianId, name: moved.fromBeauticianName }
    : handedOver && { id: handedOver.beauticianId, name: handedOver.beauticianName };
  const formerEmail = former && former.id !== row.beauticianId ? await emailOf(former.id) : null;
  const salonEmail = moved ? settings.email.trim() : '';
  if (salonEmail) recipients.push({ who: 'salon', name: settings.name, email: salonEmail });
  // One message per address: a salon whose own address is also a beautician's hears of it once; an address that
  // still has the booking (two beauticians sharing one) never gets the cancellation that would delete it.
  const same = (a: Recipient, b: Recipient) => a.email.toLowerCase() === b.email.toLowerCase();
  if (former && formerEmail && !recipients.some((r) => r.email.toLowerCase() === formerEmail.toLowerCase())) {
    recipients.push({ who: 'beautician', name: former.name, email: formerEmail, beauticianId: former.id, leaving: true });
  }
  return recipients.filter((r, i) => recipients.findIndex((other) => same(other, r)) === i);
}

export function withinReminderWindow(row: Pick<MailAppointmentRow, 'startAt'>, settings: SalonSettingsRow, now: Date): boolean {
  return row.startAt.getTime() - now.getTime() <= settings.reminderHours * 3_600_000;
}

async function newManageLink(tx: Database, mail: BookingMail, appointmentId: string, now: Date): Promise<string> {
  const token = newManageToken();
  await insertManageToken(tx, appointmentId, hashManageToken(token), now);
  return manageUrl(mail.publicUrl, token);
}
