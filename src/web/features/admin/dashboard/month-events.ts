import { calendarDay } from './calendar-dates.ts';

/** An event as the calendar draws it: calendar Dates (London wall time, see calendar-dates.ts). */
interface DatedEvent {
  start: Date;
  end: Date;
}

/** The month grid's events and, per London date (YYYY-MM-DD), that day's whole list. */
export interface MonthEvents<E extends DatedEvent> {
  /** what the grid is given: each day's first `perDay` events */
  events: E[];
  /** every event of each day, in the grid's order ('+N more' counts and lists them all) */
  byDay: ReadonlyMap<string, E[]>;
}

// The least height of an event row.
const SMALLEST_EVENT_PX = 16;

/**
 * How many events a day the month grid of `heightPx` showing `weeks` weeks (4 to 6) is given: more than one of its
 * week rows could hold even if the whole height were theirs, so it always has a '+N more' to draw where a day has
 * more events than fit, and draws what it would with all of them.
 */
export const monthEventsPerDay = (heightPx: number, weeks: number) => Math.ceil(heightPx / weeks / SMALLEST_EVENT_PX) + 1;

/**
 * The month grid draws a few events a day and '+N more' for the rest, but react-big-calendar sorts and measures
 * every event it is given, week by week, with slow date arithmetic: a busy salon's month (about 1,700 visits) took
 * it most of a second (issue 16). It is given each day's first `perDay` events instead, in its own order (start,
 * then end; otherwise as listed), and the '+N more' adds what was held back. Appointments lie within one day.
 */
export function monthEvents<E extends DatedEvent>(events: E[], perDay: number): MonthEvents<E> {
  const byDay = new Map<string, E[]>();
  const ordered = events.toSorted((a, b) => +a.start - +b.start || +a.end - +b.end);
  for (const event of ordered) {
    const key = calendarDay(event.start);
    const day = byDay.get(key);
    if (day) day.push(event);
    else byDay.set(key, [event]);
  }
  return { events: [...byDay.values()].flatMap((day) => day.slice(0, perDay)), byDay };
}
