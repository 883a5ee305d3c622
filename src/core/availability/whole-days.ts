import { addDaysToDate, dateInZone, endOfDayInZone, startOfDayInZone } from '../time.ts';
import type { TimeRange } from './time-ranges.ts';

/**
 * London dates `startDate` to `endDate` (both included) as instants: midnight to midnight on the salon's clock, so
 * a day the clocks go forward is 23 hours long and one they go back 25 (docs/decisions/0024).
 */
export function wholeDaysRange(startDate: string, endDate: string, zone: string): TimeRange {
  return { start: startOfDayInZone(startDate, zone), end: endOfDayInZone(endDate, zone) };
}

/** The dates a range from one midnight to another covers (end date included), or undefined when it is not whole days. */
export function wholeDaysOf(range: TimeRange, zone: string): { startDate: string; endDate: string } | undefined {
  const startDate = dateInZone(range.start, zone);
  const endDate = dateInZone(new Date(range.end.getTime() - 1), zone);
  if (endDate < startDate) return undefined;
  const whole = wholeDaysRange(startDate, endDate, zone);
  return whole.start.getTime() === range.start.getTime() && whole.end.getTime() === range.end.getTime()
    ? { startDate, endDate }
    : undefined;
}

/** Every date from `startDate` to `endDate`, both included. */
export function datesBetween(startDate: string, endDate: string): string[] {
  const dates: string[] = [];
  for (let date = startDate; date <= endDate; date = addDaysToDate(date, 1)) dates.push(date);
  return dates;
}
