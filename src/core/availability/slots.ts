import { addMonthsToDate, dateInZone, dayOfWeek, zonedDateTime } from '../time.ts';
import { busyOffsets, type ServiceTiming } from './service-timing.ts';
import { intersectRanges, subtractRanges, type TimeRange } from './time-ranges.ts';

export type { ServiceTiming } from './service-timing.ts';

/** One weekly working period in salon wall-clock time; a day may have several (split shifts). */
export interface WeeklyHours {
  dayOfWeek: number; // 0 = Sunday … 6 = Saturday (spec §3)
  start: string; // HH:mm
  end: string; // HH:mm
}

export interface SlotRules {
  zone: string;
  now: Date;
  minNoticeMinutes: number;
  horizonMonths: number;
  stepMinutes: number;
}

export interface BeauticianDay {
  salonHours: WeeklyHours[];
  beauticianHours: WeeklyHours[];
  /** Occupied ranges (buffers already included) of appointments that hold the chair. */
  busy: TimeRange[];
  /** The beautician's time off and the salon's closures: taken out of free time exactly as `busy` is. */
  off?: TimeRange[];
}

export interface SlotInstant {
  start: Date;
  end: Date; // start + duration; buffers are the salon's business, not the client's
}

const MINUTE_MS = 60_000;

/** Spec §5 and §9: from today (salon zone) to `horizonMonths` ahead, both inclusive. */
export function bookableDateRange(rules: SlotRules): { first: string; last: string } {
  const first = dateInZone(rules.now, rules.zone);
  return { first, last: addMonthsToDate(first, rules.horizonMonths) };
}

/** The periods of `hours` on `date`'s weekday, as instants. */
export function weeklyWindows(date: string, hours: WeeklyHours[], zone: string): TimeRange[] {
  const weekday = dayOfWeek(date);
  return hours
    .filter((h) => h.dayOfWeek === weekday)
    .map((h) => ({ start: zonedDateTime(date, h.start, zone), end: zonedDateTime(date, h.end, zone) }));
}

/** Salon hours ∩ beautician hours for the date's weekday, as instants (docs/architecture.md 'Availability'). */
export function workingWindows(date: string, day: Pick<BeauticianDay, 'salonHours' | 'beauticianHours'>, zone: string): TimeRange[] {
  return intersectRanges(weeklyWindows(date, day.salonHours, zone), weeklyWindows(date, day.beauticianHours, zone));
}

export function isWorkingDay(date: string, day: Pick<BeauticianDay, 'salonHours' | 'beauticianHours'>, zone: string): boolean {
  return workingWindows(date, day, zone).length > 0;
}

/**
 * Bookable starts on `date`. Candidates step through elapsed time from each window's opening, so the
 * 23- and 25-hour days neither invent nor lose a slot; a start fits when each stretch of the beautician's busy
 * time (the service with its buffers, split around a processing part) lies inside one free range and it respects
 * the minimum notice. A processing part needs no free time: it may fall over another appointment's busy time.
 */
export function generateSlots(date: string, day: BeauticianDay, timing: ServiceTiming, rules: SlotRules): SlotInstant[] {
  if (!(rules.stepMinutes > 0)) throw new RangeError('stepMinutes must be positive');
  const { first, last } = bookableDateRange(rules);
  if (date < first || date > last) return [];

  const windows = workingWindows(date, day, rules.zone);
  const open = day.off?.length ? subtractRanges(windows, day.off) : windows;
  const free = subtractRanges(open, day.busy);
  const earliest = rules.now.getTime() + rules.minNoticeMinutes * MINUTE_MS;
  const step = rules.stepMinutes * MINUTE_MS;
  const duration = timing.durationMin * MINUTE_MS;
  const busy = busyOffsets(timing);
  const needs: Need[] = busy.map((o) => ({ from: o.from * MINUTE_MS, to: o.to * MINUTE_MS, within: free, at: 0 }));
  // Around a processing part the client stays: the whole visit must fall in working hours, clear of time off.
  if (busy.length > 1) needs.push({ from: needs[0]!.from, to: needs[needs.length - 1]!.to, within: open, at: 0 });

  const starts = new Set<number>();
  for (const window of windows) {
    const windowEnd = window.end.getTime();
    for (let start = window.start.getTime(); start < windowEnd; start += step) {
      if (!needs.every((need) => fits(need, start))) {
        if (needs.some((need) => need.at >= need.within.length)) break;
        continue;
      }
      if (start >= earliest) starts.add(start);
    }
  }
  return [...starts].sort((a, b) => a - b).map((start) => ({ start: new Date(start), end: new Date(start + duration) }));
}

/** A stretch of time a start needs, in ms from it, inside one of the ranges `within` (`at`: where the search got to). */
interface Need {
  from: number;
  to: number;
  within: TimeRange[];
  at: number;
}

/**
 * Whether [start + need.from, start + need.to) lies inside one range of `need.within`. Candidates only move forward,
 * so a range ending before this need never fits a later one.
 */
function fits(need: Need, start: number): boolean {
  const needTo = start + need.to;
  while (need.at < need.within.length && (need.within[need.at] as TimeRange).end.getTime() < needTo) need.at++;
  const range = need.within[need.at];
  return range !== undefined && range.start.getTime() <= start + need.from;
}
