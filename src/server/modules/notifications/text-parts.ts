import type { FeeKind } from '../../../core/booking/fee-policy.ts';
import { listOf } from '../../../core/plural.ts';
import { feeText, visitText, type VisitTextKind } from '../../../core/texts/text-wording.ts';
import { formatMailDate, formatMailTime, formatPence } from '../../mail/format.ts';
import type { SalonSettingsRow } from '../catalog/salon.repository.ts';
import type { MailedBooking } from './booking-mail-parts.ts';

// One text about a booking, rendered (issue 27, docs/decisions/0035): short, the salon's name first, the time on the
// salon's clock, a short manage link where there is one. Pure, like the e-mail's parts.

/** The kinds of text told about a booking, rendered from its appointment when they are sent. */
export type BookingTextKind = VisitTextKind;

/**
 * 'Sat 5 Dec 10:00': the day and time without the year, the month short (a text is about the coming weeks, and costs
 * by its characters: issue 40).
 */
export function textStart(instant: Date, timeZone: string): string {
  const [weekday, day, month] = formatMailDate(instant, timeZone).split(' ');
  return `${weekday} ${day} ${month!.slice(0, 3)} ${formatMailTime(instant, timeZone)}`;
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
  const when = textStart((booking.visit[0] ?? booking.row).startAt, settings.timeZone);
  return visitText(kind, { salon: settings.name, phone: settings.phone, when, what: visitWords(booking), link: link ?? '' });
}

/** What the Outbox lists a text under: its first words. */
export function textSubject(body: string): string {
  return body.length <= 80 ? body : `${body.slice(0, 79)}…`;
}

/** The text with a client's link to pay a no-show or late-cancellation fee (issue 26's link, texted too). */
export function renderFeeText(
  fee: { kind: FeeKind; chargePence: number; start: Date; link: string },
  settings: Pick<SalonSettingsRow, 'name' | 'timeZone'>,
): string {
  const when = textStart(fee.start, settings.timeZone);
  return feeText({ salon: settings.name, when, link: fee.link }, { kind: fee.kind, amount: formatPence(fee.chargePence) });
}
