import { daysOfMonth, endOfDayInZone, startOfDayInZone } from '../time.ts';
import { mergeRanges, touching, type TimeRange } from './time-ranges.ts';
import { worksDespiteTimeOff } from './time-off.ts';
import { bookableDateRange, generateSlots, type BeauticianDay, type ServiceTiming, type SlotRules } from './slots.ts';

type Hours = Pick<BeauticianDay, 'salonHours' | 'beauticianHours'>;

/**
 * Remembers a date's verdict for a caller that can key it by everything else it depends on (candidates,
 * their hours and busy time, timing, rules). Only asked for dates lying wholly past the minimum notice, whose
 * verdict the clock cannot change.
 */
export type DayVerdictMemo = (date: string, verdict: () => boolean) => boolean;

/**
 * Spec §5 'Calendar / slots': the dates of a month to mark 'Fully booked'. A date qualifies when it is
 * bookable, someone among the candidates works that day (time off and closures do not leave them without
 * working time: such a day is 'Not working' or closed, see time-off.ts), and not one of them has a free slot.
 * Candidates are one beautician, or every qualified beautician when the client chose 'any'.
 */
export function fullyBookedDates(
  year: number,
  month: number,
  candidates: Array<{ hours: Hours; busy: TimeRange[]; off?: TimeRange[] }>,
  timing: ServiceTiming,
  rules: SlotRules,
  memo?: DayVerdictMemo,
): string[] {
  const { first, last } = bookableDateRange(rules);
  const earliest = rules.now.getTime() + rules.minNoticeMinutes * 60_000;
  // Merged once per candidate (and only if some day is not remembered): sorted and disjoint, so each day's
  // share is found by binary search. Time off takes time as appointments do, so it joins the busy time; it is
  // kept apart too, to tell a day off from a full one.
  let merged: Array<{ hours: Hours; busy: TimeRange[]; off: TimeRange[] }> | undefined;
  const prepared = () =>
    (merged ??= candidates.map((c) => ({
      hours: c.hours,
      busy: mergeRanges([...c.busy, ...(c.off ?? [])]),
      off: mergeRanges(c.off ?? []),
    })));

  return daysOfMonth(year, month).filter((date) => {
    if (date < first || date > last) return false;
    const dayStart = startOfDayInZone(date, rules.zone);
    const verdict = () => {
      const dayEnd = endOfDayInZone(date, rules.zone);
      const working = prepared().filter((c) => worksDespiteTimeOff(date, c.hours, busyWithin(c.off, dayStart, dayEnd), rules.zone));
      if (working.length === 0) return false; // 'Not working' (or closed), not 'Fully booked'
      return working.every((c) => {
        // Time off kept apart too: a processing part may lie over an appointment, never over time off (0032).
        const day = { ...c.hours, busy: busyWithin(c.busy, dayStart, dayEnd), off: busyWithin(c.off, dayStart, dayEnd) };
        return generateSlots(date, day, timing, rules).length === 0;
      });
    };
    return memo && dayStart.getTime() >= earliest ? memo(date, verdict) : verdict();
  });
}

/** The merged busy ranges touching [dayStart, dayEnd); working hours never leave the day, so nothing else matters. */
function busyWithin(merged: TimeRange[], dayStart: Date, dayEnd: Date): TimeRange[] {
  return touching(
    merged,
    dayStart.getTime(),
    dayEnd.getTime(),
    (r) => r.start.getTime(),
    (r) => r.end.getTime(),
  );
}
