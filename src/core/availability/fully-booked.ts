import { daysOfMonth, endOfDayInZone, startOfDayInZone } from '../time.ts';
import { mergeRanges, type TimeRange } from './time-ranges.ts';
import {
  bookableDateRange,
  generateSlots,
  isWorkingDay,
  type BeauticianDay,
  type ServiceTiming,
  type SlotRules,
} from './slots.ts';

type Hours = Pick<BeauticianDay, 'salonHours' | 'beauticianHours'>;

/**
 * Spec §5 'Calendar / slots': the dates of a month to mark 'Fully booked'. A date qualifies when it is
 * bookable, someone among the candidates works that day, and not one of them has a free slot.
 * Candidates are one beautician, or every qualified beautician when the client chose 'any'.
 */
export function fullyBookedDates(
  year: number,
  month: number,
  candidates: Array<{ hours: Hours; busy: TimeRange[] }>,
  timing: ServiceTiming,
  rules: SlotRules,
): string[] {
  const { first, last } = bookableDateRange(rules);
  // Merged once per candidate: sorted and disjoint, so each day's share is found by binary search.
  const prepared = candidates.map((c) => ({ hours: c.hours, busy: mergeRanges(c.busy) }));

  return daysOfMonth(year, month).filter((date) => {
    if (date < first || date > last) return false;
    const working = prepared.filter((c) => isWorkingDay(date, c.hours, rules.zone));
    if (working.length === 0) return false; // 'Not working', not 'Fully booked'
    const dayStart = startOfDayInZone(date, rules.zone);
    const dayEnd = endOfDayInZone(date, rules.zone);
    return working.every((c) => {
      const day = { ...c.hours, busy: busyWithin(c.busy, dayStart, dayEnd) };
      return generateSlots(date, day, timing, rules).length === 0;
    });
  });
}

/** The merged busy ranges touching [dayStart, dayEnd); working hours never leave the day, so nothing else matters. */
function busyWithin(merged: TimeRange[], dayStart: Date, dayEnd: Date): TimeRange[] {
  let low = 0;
  let high = merged.length;
  // First range ending after the day starts: merged ranges are disjoint, so their ends are sorted too.
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((merged[mid] as TimeRange).end.getTime() <= dayStart.getTime()) low = mid + 1;
    else high = mid;
  }
  const result: TimeRange[] = [];
  for (let i = low; i < merged.length && (merged[i] as TimeRange).start.getTime() < dayEnd.getTime(); i++) {
    result.push(merged[i] as TimeRange);
  }
  return result;
}
