import { dateFnsLocalizer } from 'react-big-calendar';
import { format, getDay, parse, startOfWeek } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';

interface Timed {
  start: Date;
  end: Date;
  allDay?: boolean;
}

const dayStart = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
const minuteOf = (date: Date | number) => Math.floor(+date / 60_000);

/**
 * react-big-calendar asks whether each event falls in each week of the month grid, and sorts each week's events,
 * with date-arithmetic's `startOf`, `lte` and `gt`, which build several Dates per call: on a busy salon's month
 * (2,000 visits, 500 of them drawn) that was a tenth of a second of the dashboard's first paint (issue 16). These
 * give the very same answers as its own `inEventRange` and `sortEvents` (calendar-localizer.test.ts compares them)
 * on plain numbers.
 */
export function inEventRange({ event: { start, end }, range }: { event: Timed; range: { start: Date; end: Date } }): boolean {
  const eventDay = dayStart(start);
  const startsBeforeEnd = eventDay <= dayStart(range.end);
  // A zero-length event at midnight still shows on its day.
  const endMinute = minuteOf(end);
  const rangeStartMinute = minuteOf(range.start);
  const endsAfterStart = minuteOf(eventDay) !== endMinute ? endMinute > rangeStartMinute : endMinute >= rangeStartMinute;
  return startsBeforeEnd && endsAfterStart;
}

export function sortEvents({ evtA, evtB }: { evtA: Timed; evtB: Timed }): number {
  // By day; then longer spans first (its own measure: the difference of the days of the month); then all-day
  // events; then by start and end.
  return (
    dayStart(evtA.start) - dayStart(evtB.start) ||
    Math.abs(evtB.start.getDate() - evtB.end.getDate()) - Math.abs(evtA.start.getDate() - evtA.end.getDate()) ||
    Number(!!evtB.allDay) - Number(!!evtA.allDay) ||
    +evtA.start - +evtB.start ||
    +evtA.end - +evtB.end
  );
}

// en-GB: Monday-first weeks and 24-hour times (spec §1, §9).
export const localizer = Object.assign(dateFnsLocalizer({ format, parse, startOfWeek, getDay, locales: { 'en-GB': enGB } }), {
  inEventRange,
  sortEvents,
});
