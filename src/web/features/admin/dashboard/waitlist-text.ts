import { SALON_TIME_ZONE, zonedDateTime } from '../../../../core/time.ts';
import type { AdminWaitlistEntry, WaitlistWindow } from '../../../../core/schemas/waitlist.schema.ts';
import { formatTime } from '../../../lib/format.ts';

// The waitlist panel's words (issue 28). Windows and offers are days ahead, weeks at most: the day without its year
// reads at a glance, as the texts panels' times do.

type Offer = NonNullable<AdminWaitlistEntry['offer']>;

const shortDay = (zone: string) => new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: zone });
// A calendar date is read at noon UTC, so no zone can move it to another day.
const calendarDay = shortDay('UTC');
const salonDay = shortDay(SALON_TIME_ZONE);

const partsOf = (format: Intl.DateTimeFormat, date: Date): string => {
  const part = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.weekday} ${part.day} ${part.month}`;
};

/** 'Sat 6 Mar' for a calendar date 'YYYY-MM-DD' (as given, if it is not one). */
export function dayWords(isoDate: string): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : partsOf(calendarDay, date);
}

/** 'Sat 6 Mar, 09:00–12:00': a window the client waits in, salon time. */
export const windowWords = (window: WaitlistWindow): string => `${dayWords(window.date)}, ${window.from}–${window.to}`;

/** 'Sat 6 Mar 10:00': an instant on the salon's clock ('' if it is not one). */
export function instantWords(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : `${partsOf(salonDay, at)} ${formatTime(at)}`;
}

/**
 * 'Offered Sat 6 Mar 10:00 with Alice, held until Fri 5 Mar 10:30': the live offer of an entry, the hold's end with its
 * day always (a time alone left reception asking which day: issue 40); '(by reception)' when staff offered it.
 */
export function offerWords(offer: Offer): string {
  const until = instantWords(offer.expiresAtISO);
  const held = until ? `, held until ${until}` : '';
  return `Offered ${instantWords(offer.startISO)} with ${offer.beauticianName}${held}${offer.byStaff ? ' (by reception)' : ''}`;
}

/** The instant a date and time typed at the desk name on the salon's clock, as ISO; undefined when either is not one. */
export function offerStartISO(date: string, time: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return undefined;
  try {
    const at = zonedDateTime(date, time, SALON_TIME_ZONE);
    return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
  } catch {
    return undefined;
  }
}
