import { textableNumber } from '../../../core/texts/phone.ts';
import { segmentsOf } from '../../../core/texts/segments.ts';
import { waitlistOfferText } from '../../../core/texts/text-wording.ts';
import { WAITLIST_CONFIRM_HOURS, type WaitlistPriority, type WaitlistWindow } from '../../../core/schemas/waitlist.schema.ts';
import { priorityWords } from '../../../core/waitlist/priority.ts';
import { sumPence } from '../../../core/money.ts';
import { zonedDateTime } from '../../../core/time.ts';
import type { Database } from '../../db/client.ts';
import { formatMailDate } from '../../mail/format.ts';
import type { RenderedMail } from '../../mail/templates/mail-context.ts';
import { renderWaitlistEnded, renderWaitlistJoined, renderWaitlistOffer } from '../../mail/templates/waitlist.ts';
import type { AppointmentRow } from '../booking/bookings.repository.ts';
import type { SalonSettingsRow } from '../catalog/salon.repository.ts';
import { insertOutboxMessages, insertTextRows, type NewOutboxRow } from '../notifications/outbox.repository.ts';
import { textStart, textSubject } from '../notifications/text-parts.ts';
import { textKey } from '../notifications/text-queue.ts';
import type { EntryRow } from './waitlist.repository.ts';

// The waitlist's messages (issue 28, docs/decisions/0036 and 0037), written in the transaction of what they tell: an
// e-mail, and for an offer a text where the salon texts and the number takes one. Joining is e-mailed only: nothing
// anonymous texts a number before its owner has shown they hold the e-mail (the place's confirmation).

export const placeUrl = (publicUrl: string, token: string): string => `${publicUrl}/waitlist/${token}`;
export const offerUrl = (publicUrl: string, token: string): string => `${publicUrl}/offer/${token}`;

type Salon = Pick<SalonSettingsRow, 'name' | 'timeZone' | 'textsEnabled' | 'textCountries' | 'waitlistPriority'>;

/** A window in words: 'Saturday 5 December 2026, 09:00 to 13:00'. */
export function windowWords(window: WaitlistWindow, zone: string): string {
  return `${formatMailDate(zonedDateTime(window.date, window.from, zone), zone)}, ${window.from} to ${window.to}`;
}

/** A part of an offered visit in words: 'Cut (Short) with Anna'. */
export const partWords = (p: Pick<AppointmentRow, 'serviceName' | 'variantName' | 'beauticianName'>): string =>
  `${p.serviceName} (${p.variantName}) with ${p.beauticianName}`;

/** A rendered e-mail of the waitlist's, queued now. */
const mailRow = (
  kind: 'waitlist_joined' | 'waitlist_offer' | 'waitlist_ended',
  to: string,
  mail: RenderedMail,
  now: Date,
): NewOutboxRow => ({
  kind,
  toAddress: to,
  subject: mail.subject,
  textBody: mail.text,
  htmlBody: mail.html,
  status: 'queued',
  createdAt: now,
  nextAttemptAt: now,
});

function textRow(salon: Salon, kind: 'waitlist_offer', to: string, body: string, key: string, now: Date) {
  const number = textableNumber(to, salon.textCountries);
  if (!salon.textsEnabled || !number.textable) return [];
  const row: NewOutboxRow = {
    kind,
    channel: 'sms',
    toAddress: number.e164,
    subject: textSubject(body),
    textBody: body,
    htmlBody: '',
    segments: segmentsOf(body),
    status: 'queued',
    nextAttemptAt: now,
    createdAt: now,
    dedupeKey: textKey(kind, key),
  };
  return [row];
}

/** "Please confirm your place", with the link to the place's page (confirm it, or leave). */
export async function queueJoined(tx: Database, salon: Salon, entry: EntryRow, link: string, now: Date): Promise<void> {
  const mail = renderWaitlistJoined({
    clientName: entry.clientName,
    salonName: salon.name,
    services: entry.servicesLabel,
    windows: entry.windows.map((w) => windowWords(w, salon.timeZone)),
    priority: priorityWords(salon.waitlistPriority as WaitlistPriority),
    confirmHours: WAITLIST_CONFIRM_HOURS,
    placeLink: link,
  });
  await insertOutboxMessages(tx, [mailRow('waitlist_joined', entry.clientEmail, mail, now)]);
}

/** 'Your place on the waitlist has ended': it let MAX_OFFERS_PER_PLACE offered times go. */
export async function queueEnded(tx: Database, salon: Salon, entry: EntryRow, now: Date): Promise<void> {
  const mail = renderWaitlistEnded({ clientName: entry.clientName, salonName: salon.name, services: entry.servicesLabel });
  await insertOutboxMessages(tx, [mailRow('waitlist_ended', entry.clientEmail, mail, now)]);
}

/** The offer of a held time (`visit`, its parts in order), with the link to book or decline it. */
export async function queueOffer(
  tx: Database,
  salon: Salon,
  { entry, visit, expiresAt, link, offerId }: { entry: EntryRow; visit: AppointmentRow[]; expiresAt: Date; link: string; offerId: string },
  now: Date,
): Promise<void> {
  const first = visit[0]!;
  const mail = renderWaitlistOffer({
    clientName: entry.clientName,
    salonName: salon.name,
    timeZone: salon.timeZone,
    start: first.startAt,
    services: visit.map(partWords),
    pricePence: sumPence(visit.map((p) => p.pricePence)),
    expiresAt,
    offerLink: link,
  });
  await insertOutboxMessages(tx, [{ ...mailRow('waitlist_offer', entry.clientEmail, mail, now), appointmentId: first.id }]);
  const what = visit.map((p) => `${p.serviceName} with ${p.beauticianName}`).join(', ');
  const body = waitlistOfferText(
    { salon: salon.name, when: textStart(first.startAt, salon.timeZone), what, link },
    textStart(expiresAt, salon.timeZone),
  );
  // Only a confirmed place is texted: nothing anonymous texts a number (docs/decisions/0037).
  const texted = entry.confirmedAt ? textRow(salon, 'waitlist_offer', entry.clientPhone, body, offerId, now) : [];
  const rows = texted.map((r) => ({ ...r, appointmentId: first.id }));
  await insertTextRows(tx, rows);
}
