import { DAY_KEYS } from '../../../core/day-keys.ts';
import type { WaitlistWindow } from '../../../core/schemas/waitlist.schema.ts';
import type { SalonHours } from '../../../core/schemas/salon.schema.ts';
import { addDaysToDate, dayOfWeek } from '../../../core/time.ts';
import { formatCalendarDate } from '../../lib/format.ts';

// The days and times a client waits for (issue 28): a date with a time range in the salon's zone, at most three.

/**
 * How many windows one entry may name: core's MAX_WAITLIST_WINDOWS, kept here as a number because the schema's file
 * brings zod into the page (the test holds them equal).
 */
export const MAX_WINDOWS = 3;

/** The range a new window starts with where the salon's hours for its day are not known (or it is closed). */
export const FALLBACK_HOURS = { from: '09:00', to: '17:00' } as const;

/** The salon's opening hours on `date` (YYYY-MM-DD) as a window's range; the fallback where they are not known. */
export function hoursOn(date: string, hours: SalonHours | null | undefined): { from: string; to: string } {
  const day = hours?.[DAY_KEYS[dayOfWeek(date)]!];
  return day?.open && day.start < day.end ? { from: day.start, to: day.end } : { ...FALLBACK_HOURS };
}

/** The first window: the date the client chose, across the salon's hours that day. */
export function firstWindow(date: string, hours: SalonHours | null | undefined): WaitlistWindow {
  return { date, ...hoursOn(date, hours) };
}

/** How far 'Add another day' looks for a day the salon opens, after the last window's. */
const WEEK = 7;

/**
 * 'Add another day': the next day after the last window's on which the salon opens (the next day, where its hours are
 * not known), across its hours. Unchanged once there are MAX_WINDOWS.
 */
export function withAnotherDay(windows: readonly WaitlistWindow[], hours: SalonHours | null | undefined, today: string): WaitlistWindow[] {
  if (windows.length >= MAX_WINDOWS) return [...windows];
  const last = windows.reduce((latest, w) => (w.date > latest ? w.date : latest), today);
  let date = addDaysToDate(last, 1);
  for (let tries = 1; hours && tries < WEEK && !hours[DAY_KEYS[dayOfWeek(date)]!].open; tries++) date = addDaysToDate(date, 1);
  return [...windows, firstWindow(date, hours)];
}

/** The windows without the one at `index`; the last one stays (the waitlist needs at least one). */
export function withoutWindow(windows: readonly WaitlistWindow[], index: number): WaitlistWindow[] {
  if (windows.length <= 1) return [...windows];
  return windows.filter((_, i) => i !== index);
}

/** 'Saturday 6 March 2027, 09:00 to 13:00' */
export function windowLabel(window: WaitlistWindow): string {
  return `${formatCalendarDate(window.date)}, ${window.from} to ${window.to}`;
}
