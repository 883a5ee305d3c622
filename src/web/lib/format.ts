/**
 * Display formatting: en-GB, and every date or time shown in the salon's zone (spec §1), whatever zone
 * the customer's device is in. Intl formatters are costly to build, so each is made once.
 */
const SALON_ZONE = 'Europe/London';

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: SALON_ZONE,
});

const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: SALON_ZONE,
});

const longDateFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function toDate(value: string | Date): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** '10:30': 24-hour wall-clock time in the salon. */
export function formatTime(value: string | Date): string {
  const date = toDate(value);
  return date ? timeFormat.format(date) : '';
}

/** 'Tue 24 Nov 2026, 10:30' in the salon's zone. */
export function formatDateTime(value: string | Date): string {
  const date = toDate(value);
  if (!date) return '';
  const part = Object.fromEntries(dateTimeFormat.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.weekday} ${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute}`;
}

/** 'Tuesday 24 November 2026' for a calendar date 'YYYY-MM-DD' (a date, not an instant: no zone shift). */
export function formatCalendarDate(isoDate: string): string {
  const date = toDate(`${isoDate}T12:00:00Z`);
  return date ? longDateFormat.format(date).replace(',', '') : isoDate;
}

const numericDateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: SALON_ZONE,
});

const instantLongDateFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: SALON_ZONE,
});

/** '24/11/2026, 10:30': spec §2's en-GB day/month/year hour:minute, in the salon's zone. */
export function formatDateTimeNumeric(value: string | Date): string {
  const date = toDate(value);
  return date ? numericDateTimeFormat.format(date) : '';
}

/** 'Tuesday 24 November 2026': the salon-zone date of an instant. */
export function formatLongDate(value: string | Date): string {
  const date = toDate(value);
  return date ? instantLongDateFormat.format(date).replace(',', '') : '';
}

const shortCalendarDateFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Mon 7 Dec 2026' for a calendar date 'YYYY-MM-DD' (a date, not an instant: no zone shift). */
export function formatShortCalendarDate(isoDate: string): string {
  const date = toDate(`${isoDate}T12:00:00Z`);
  return date ? shortCalendarDateFormat.format(date).replace(',', '') : isoDate;
}

/** 'Fri 25 Dec 2026', or 'Mon 15 Feb 2027 – Fri 19 Feb 2027': calendar dates, both included. */
export function formatDayRange(startDate: string, endDate: string): string {
  return startDate === endDate
    ? formatShortCalendarDate(startDate)
    : `${formatShortCalendarDate(startDate)} – ${formatShortCalendarDate(endDate)}`;
}
