import { daysOfMonth, endOfDayInZone, startOfDayInZone } from '../time.ts';
import { rangesOverlap, subtractRanges, type TimeRange } from './time-ranges.ts';
import { bookableDateRange, weeklyWindows, workingWindows, type BeauticianDay, type SlotRules } from './slots.ts';

/** A beautician's time off, or a closure of the whole salon, as availability reads it (docs/decisions/0024). */
export interface OffRange extends TimeRange {
  kind: 'time_off' | 'closure';
  /** a closure's name ('Christmas Day'), shown to customers; '' for time off, whose reason stays with staff */
  label: string;
}

type Hours = Pick<BeauticianDay, 'salonHours' | 'beauticianHours'>;

/** How a date stands for one beautician once time off and closures are taken out. */
export type DayState =
  | { state: 'closed'; label: string } // the salon is closed
  | { state: 'off' } // the beautician would work, but is off for all of it
  | { state: 'no_hours' } // the week already rules the day out
  | { state: 'open' };

/**
 * The closure that takes the whole of the salon's day: all of its opening hours, or (on a day it does not open
 * anyway) the whole day. The first such closure names the day.
 */
function closureOf(date: string, salonHours: Hours['salonHours'], closures: OffRange[], zone: string): OffRange | undefined {
  const day = { start: startOfDayInZone(date, zone), end: endOfDayInZone(date, zone) };
  const onDay = closures.filter((c) => rangesOverlap(c, day));
  if (onDay.length === 0) return undefined;
  const opening = weeklyWindows(date, salonHours, zone);
  return subtractRanges(opening.length > 0 ? opening : [day], onDay).length === 0 ? onDay[0] : undefined;
}

/** Where `date` stands for a beautician with these hours and this time off (closures included in `off`). */
export function dayState(date: string, hours: Hours, off: OffRange[], zone: string): DayState {
  const closure = closureOf(
    date,
    hours.salonHours,
    off.filter((o) => o.kind === 'closure'),
    zone,
  );
  if (closure) return { state: 'closed', label: closure.label };
  const windows = workingWindows(date, hours, zone);
  if (windows.length === 0) return { state: 'no_hours' };
  return subtractRanges(windows, off).length === 0 ? { state: 'off' } : { state: 'open' };
}

/** Whether a beautician has any working time left on `date` once time off and closures are taken out. */
export function worksDespiteTimeOff(date: string, hours: Hours, off: TimeRange[], zone: string): boolean {
  return subtractRanges(workingWindows(date, hours, zone), off).length > 0;
}

export interface MonthDaysOff {
  /** dates every candidate who would work that weekday is off all day ('Not working') */
  notWorking: string[];
  /** dates the salon is closed, with the closure's name */
  closed: Array<{ date: string; label: string }>;
}

/**
 * The bookable dates of a month that time off or closures rule out, for one beautician or every candidate of
 * 'any' (a date is off for 'any' only when each of them is). Dates the week already rules out are left to the
 * week (the calendar knows the weekly hours), except closures, which are always named.
 */
export function monthDaysOff(
  year: number,
  month: number,
  candidates: Array<{ hours: Hours; off: OffRange[] }>,
  rules: SlotRules,
): MonthDaysOff {
  const { first, last } = bookableDateRange(rules);
  const result: MonthDaysOff = { notWorking: [], closed: [] };
  if (candidates.every((c) => c.off.length === 0)) return result;
  for (const date of daysOfMonth(year, month)) {
    if (date < first || date > last) continue;
    const states = candidates.map((c) => dayState(date, c.hours, c.off, rules.zone));
    const closed = states.find((s) => s.state === 'closed');
    if (closed) result.closed.push({ date, label: closed.label });
    else if (states.some((s) => s.state === 'off') && states.every((s) => s.state === 'off' || s.state === 'no_hours'))
      result.notWorking.push(date);
  }
  return result;
}
