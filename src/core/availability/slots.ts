import { addMonthsToDate, dateInZone, dayOfWeek, zonedDateTime } from '../time.ts';
import { intersectRanges, subtractRanges, type TimeRange } from './time-ranges.ts';

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

export interface ServiceTiming {
  durationMin: number;
  bufferBeforeMin: number;
  bufferAfterMin: number;
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
 * 23- and 25-hour days neither invent nor lose a slot; a start fits when the service with its buffers
 * lies inside one free range and it respects the minimum notice.
 */
export function generateSlots(date: string, day: BeauticianDay, timing: ServiceTiming, rules: SlotRules): SlotInstant[] {
  if (!(rules.stepMinutes > 0)) throw new RangeError('stepMinutes must be positive');
  const { first, last } = bookableDateRange(rules);
  if (date < first || date > last) return [];

  const windows = workingWindows(date, day, rules.zone);
  const free = subtractRanges(windows, day.off?.length ? [...day.busy, ...day.off] : day.busy);
  const earliest = rules.now.getTime() + rules.minNoticeMinutes * MINUTE_MS;
  const step = rules.stepMinutes * MINUTE_MS;
  const before = timing.bufferBeforeMin * MINUTE_MS;
  const duration = timing.durationMin * MINUTE_MS;
  const after = timing.bufferAfterMin * MINUTE_MS;

  const starts = new Set<number>();
  let f = 0;
  for (const window of windows) {
    const windowEnd = window.end.getTime();
    for (let start = window.start.getTime(); start < windowEnd; start += step) {
      const needFrom = start - before;
      const needTo = start + duration + after;
      // Candidates only move forward, so a free range ending before this need never fits a later one.
      while (f < free.length && (free[f] as TimeRange).end.getTime() < needTo) f++;
      const range = free[f];
      if (!range) break;
      if (start >= earliest && range.start.getTime() <= needFrom) starts.add(start);
    }
  }
  return [...starts].sort((a, b) => a - b).map((start) => ({ start: new Date(start), end: new Date(start + duration) }));
}
