import { addDaysToDate, addMonthsToDate, mondayOnOrBefore, SALON_TIME_ZONE, startOfDayInZone } from './time.ts';

/**
 * What the dashboard shows first (spec §2: the month view, everyone's appointments), in one place for the web, which
 * asks for it, and the server, which names the same request in the page it sends at /admin (core/admin-first-requests.ts).
 */

/**
 * The London dates the month grid around `date` (YYYY-MM-DD) shows: from the Monday of the week holding the 1st to
 * the day after the Sunday of the week holding the last day (half-open).
 */
export function monthGridDates(date: string): { first: string; end: string } {
  const firstOfMonth = `${date.slice(0, 8)}01`;
  const lastOfMonth = addDaysToDate(addMonthsToDate(firstOfMonth, 1), -1);
  return { first: mondayOnOrBefore(firstOfMonth), end: addDaysToDate(mondayOnOrBefore(lastOfMonth), 7) };
}

/** How many weeks (4 to 6) the month grid around `date` shows. */
export function monthGridWeeks(date: string): number {
  const { first, end } = monthGridDates(date);
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / (7 * 86_400_000));
}

/** The API window (instants, half-open on the start) of the month grid around the London date `date`. */
export function monthGridWindow(date: string): { from: string; to: string } {
  const { first, end } = monthGridDates(date);
  return { from: startOfDayInZone(first, SALON_TIME_ZONE).toISOString(), to: startOfDayInZone(end, SALON_TIME_ZONE).toISOString() };
}

/** The calendar lists its appointments in start order. */
export const CALENDAR_ORDER = { sort: 'start', order: 'asc' } as const;
