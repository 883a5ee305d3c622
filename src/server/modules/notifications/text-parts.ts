import { listOf } from '../../../core/plural.ts';
import { formatMailDate, formatMailTime, formatPence } from '../../mail/format.ts';
import type { SalonSettingsRow } from '../catalog/salon.repository.ts';
import type { MailedBooking } from './booking-mail-parts.ts';

// One text about a booking, rendered (issue 27, docs/decisions/0035): short, the salon's name first, the time on the
// salon's clock, a short manage link where there is one. Pure, like the e-mail's parts.

/** The kinds of text told about a booking, rendered from its appointment when they are sent. */
export type BookingTextKind = 'booking_confirmed' | 'reminder' | 'booking_changed' | 'booking_cancelled' | 'text_reply';

/** 'Sat 5 December at 10:00': the e-mail's date without its year (a text is about the coming weeks). */
export function textStart(instant: Date, timeZone: string): string {
  return `${formatMailDate(instant, timeZone).replace(/ \d{4}$/, '')} at ${formatMailTime(instant, timeZone)}`;
}

/** The visit as a text names it: its services and who does the first. */
function visitWords({ row, visit }: MailedBooking): string {
  const whole = visit.length > 1 ? visit : [row];
  const services = listOf(
    whole.map((p) => p.serviceName),
    'and',
  );
  return `${services} with ${whole[0]!.beauticianName}`;
}

export function renderBookingText(
  kind: BookingTextKind,
  booking: MailedBooking,
  settings: Pick<SalonSettingsRow, 'name' | 'phone' | 'timeZone'>,
  link: string | undefined,
): string {
  const start = textStart((booking.visit[0] ?? booking.row).startAt, settings.timeZone);
  const manage = link ? ` Manage: ${link}` : '';
  const salon = settings.name;
  switch (kind) {
    case 'booking_confirmed':
      return `${salon}: you're booked for ${visitWords(booking)} on ${start}.${manage}`;
    case 'reminder':
      return `${salon}: see you ${start} for ${visitWords(booking)}. Reply C to confirm or R to change.`;
    case 'booking_changed':
      return `${salon}: your visit is now ${start}, ${visitWords(booking)}.${manage}`;
    case 'booking_cancelled':
      return `${salon}: your visit on ${start} is cancelled.${settings.phone ? ` Questions? Call ${settings.phone}.` : ''}`;
    case 'text_reply':
      return `${salon}: to change or cancel your visit on ${start}: ${link ?? ''}`;
  }
}

/** What the Outbox lists a text under: its first words. */
export function textSubject(body: string): string {
  return body.length <= 80 ? body : `${body.slice(0, 79)}…`;
}

/** The text with a client's link to pay a no-show or late-cancellation fee (issue 26's link, texted too). */
export function renderFeeText(
  fee: { kind: 'no_show' | 'late_cancellation'; chargePence: number; start: Date; link: string },
  settings: Pick<SalonSettingsRow, 'name' | 'timeZone'>,
): string {
  const what = fee.kind === 'no_show' ? 'missed visit' : 'late-cancelled visit';
  return `${settings.name}: a fee of ${formatPence(fee.chargePence)} is due for your ${what} on ${textStart(fee.start, settings.timeZone)}. Pay here: ${fee.link}`;
}
