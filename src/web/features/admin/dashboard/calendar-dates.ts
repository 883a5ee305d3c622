import { addDays, startOfDay, startOfWeek } from 'date-fns';
import { monthGridDates, monthGridWindow } from '../../../../core/dashboard-first-view.ts';
import { SALON_TIME_ZONE, wallClockInZone, zonedDateTime } from '../../../../core/time.ts';

/**
 * react-big-calendar draws JavaScript Dates on the device's own clock. The salon works on London time
 * (spec §1) whoever looks, so the calendar is fed "wall-clock" Dates: local Dates whose fields read the
 * London date and time. These convert between those and real instants.
 */

/** An instant → a local Date showing the London wall time of that instant. */
export function toCalendarDate(instant: string | Date): Date {
  const { year, month, day, hours, minutes } = wallClockInZone(new Date(instant), SALON_TIME_ZONE);
  return new Date(year, month - 1, day, hours, minutes);
}

/**
 * A calendar Date (London wall time in local fields) → the real instant. Its fields are read by hand, not with
 * date-fns' format: the entry chunk computes the dashboard's first window with this (src/web/router.tsx), and
 * format would add its 6 KB gzip to every public page.
 */
export function fromCalendarDate(wall: Date): Date {
  return zonedDateTime(calendarDay(wall), `${pad(wall.getHours())}:${pad(wall.getMinutes())}`, SALON_TIME_ZONE);
}

/** The calendar Date of a London date's midnight. */
const localDay = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
};

/** The London date (YYYY-MM-DD) a calendar Date shows. */
export const calendarDay = (wall: Date) => `${pad(wall.getFullYear(), 4)}-${pad(wall.getMonth() + 1)}-${pad(wall.getDate())}`;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export type CalendarView = 'month' | 'week' | 'day' | 'agenda';

/** Spec §9: the agenda lists 30 days. */
export const AGENDA_LENGTH_DAYS = 30;

const WEEK = { weekStartsOn: 1 } as const;

/**
 * The days a view shows around `date`, as a half-open range of calendar Dates: the weeks (Monday first)
 * covering the month, the week, the day, or the agenda's days (it lists `length` days after the first).
 */
export function visibleRange(view: CalendarView, date: Date): { start: Date; end: Date } {
  const day = startOfDay(date);
  switch (view) {
    case 'month': {
      // The grid's weeks are core's (the server names the month's data in the page at /admin by them).
      const { first, end } = monthGridDates(calendarDay(day));
      return { start: localDay(first), end: localDay(end) };
    }
    case 'week':
      return { start: startOfWeek(day, WEEK), end: addDays(startOfWeek(day, WEEK), 7) };
    case 'day':
      return { start: day, end: addDays(day, 1) };
    case 'agenda':
      return { start: day, end: addDays(day, AGENDA_LENGTH_DAYS + 1) };
  }
}

/**
 * The API window (ISO instants, half-open on start) for what a view shows. The month's is core's, which the server
 * names in the page at /admin for the browser to fetch at once (core/dashboard-first-view.ts).
 */
export function visibleWindow(view: CalendarView, date: Date): { from: string; to: string } {
  if (view === 'month') return monthGridWindow(calendarDay(date));
  const { start, end } = visibleRange(view, date);
  return { from: fromCalendarDate(start).toISOString(), to: fromCalendarDate(end).toISOString() };
}
