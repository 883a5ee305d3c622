import { calendarDay, visibleRange, type CalendarView } from './calendar-dates.ts';

/**
 * The hours the week and day views draw (react-big-calendar's `min` and `max`: only their time of day counts). The
 * spec's are 08:00 to 20:00 (§9); a visit outside them on a day in view (booked by phone for 07:15, a started visit
 * recorded in the early hours) widens them to whole hours around it, so it is drawn at its own time, never squashed
 * against the grid's edge.
 */
export interface DiaryHours {
  min: Date;
  max: Date;
}

const SPEC_FIRST_HOUR = 8;
const SPEC_LAST_HOUR = 20;

const hourOf = (hour: number) => (hour >= 24 ? new Date(1970, 0, 1, 23, 59) : new Date(1970, 0, 1, hour, 0));
/** The spec's hours, one pair of Dates for every render, so the calendar keeps its time grid. */
export const SPEC_DIARY_HOURS: DiaryHours = { min: hourOf(SPEC_FIRST_HOUR), max: hourOf(SPEC_LAST_HOUR) };

/** Minutes since the calendar Date's own midnight. */
const minuteOfDay = (at: Date) => at.getHours() * 60 + at.getMinutes();
const DAY_MINUTES = 24 * 60;

/**
 * The week or day view's hours for `events` (calendar Dates, London wall time) around `date`: the spec's, widened to
 * the whole hours of any visit on a day in view that starts before or ends after them. A visit over midnight fills
 * the end of its first day and the start of its last, where those days are in view.
 */
export function diaryHours(events: ReadonlyArray<{ start: Date; end: Date }>, view: CalendarView, date: Date): DiaryHours {
  if (view !== 'week' && view !== 'day') return SPEC_DIARY_HOURS;
  const range = visibleRange(view, date);
  let first = SPEC_FIRST_HOUR * 60;
  let last = SPEC_LAST_HOUR * 60;
  for (const { start, end } of events) {
    if (end <= range.start || start >= range.end) continue;
    // Its last minute: a visit ending at midnight ends on the day before.
    const lastMinute = new Date(end.getTime() - 1);
    const oneDay = calendarDay(start) === calendarDay(lastMinute);
    if (start >= range.start) {
      first = Math.min(first, minuteOfDay(start));
      if (!oneDay) last = DAY_MINUTES;
    }
    if (lastMinute < range.end) {
      last = Math.max(last, minuteOfDay(lastMinute) + 1);
      if (!oneDay) first = 0;
    }
  }
  if (first === SPEC_FIRST_HOUR * 60 && last === SPEC_LAST_HOUR * 60) return SPEC_DIARY_HOURS;
  return { min: hourOf(Math.floor(first / 60)), max: hourOf(Math.ceil(last / 60)) };
}
