import { tzOffset } from '@date-fns/tz';

/** Spec §1 and §9: the salon's wall clock is always London time. */
export const SALON_TIME_ZONE = 'Europe/London';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
// Far enough either side of a wall time to see the offsets before and after any transition.
const PROBE_MS = 36 * 60 * MINUTE_MS;

interface DateParts {
  year: number;
  month: number;
  day: number;
}

function parseDate(date: string): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: '${date}'`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new RangeError(`Not a calendar date: '${date}'`);
  }
  return { year, month, day };
}

function parseTime(time: string): { hours: number; minutes: number } {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new RangeError(`Not an HH:mm time: '${time}'`);
  return { hours: Number(match[1]), minutes: Number(match[2]) };
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

function formatUtcDate(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Offset of the zone from UTC in minutes at an instant; an unknown zone is a programming error. */
function offsetMinutes(zone: string, ms: number): number {
  // Asking Intl is costly and every availability question asks a few times. Zones change offset on whole
  // minutes (every transition since the 1970s), so one answer serves the whole minute (bounded).
  const key = `${zone} ${Math.floor(ms / MINUTE_MS)}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  const offset = tzOffset(zone, new Date(ms));
  if (Number.isNaN(offset)) throw new RangeError(`Unknown time zone: '${zone}'`);
  if (offsets.size >= OFFSETS_MAX) offsets.clear();
  offsets.set(key, offset);
  return offset;
}

const OFFSETS_MAX = 10_000;
const offsets = new Map<string, number>();

/**
 * The instant a wall clock in `zone` shows `date` `time`.
 * In a spring-forward gap the wall time never happens: we take the first instant after the gap.
 * When the clocks go back the wall time happens twice: we take the first (summer-time) occurrence.
 */
export function zonedDateTime(date: string, time: string, zone: string): Date {
  // Pure, and called for every day and slot of every availability question: remembered (bounded).
  const key = `${zone} ${date} ${time}`;
  const known = zonedInstants.get(key);
  if (known !== undefined) return new Date(known);
  const instant = computeZonedDateTime(date, time, zone);
  if (zonedInstants.size >= ZONED_INSTANTS_MAX) zonedInstants.clear();
  zonedInstants.set(key, instant.getTime());
  return instant;
}

const ZONED_INSTANTS_MAX = 50_000;
const zonedInstants = new Map<string, number>();

function computeZonedDateTime(date: string, time: string, zone: string): Date {
  const { year, month, day } = parseDate(date);
  const { hours, minutes } = parseTime(time);
  const wallAsUtc = Date.UTC(year, month - 1, day, hours, minutes);

  const offsetBefore = offsetMinutes(zone, wallAsUtc - PROBE_MS);
  const offsetAfter = offsetMinutes(zone, wallAsUtc + PROBE_MS);
  // No transition near this wall time (nearly always): one offset applies. Slot generation calls this a lot.
  if (offsetBefore === offsetAfter) return new Date(wallAsUtc - offsetBefore * MINUTE_MS);
  // Earlier instants first, so an ambiguous wall time resolves to its first occurrence.
  const candidates = [...new Set([offsetBefore, offsetAfter])]
    .map((offset) => ({ offset, ms: wallAsUtc - offset * MINUTE_MS }))
    .sort((a, b) => a.ms - b.ms);
  const valid = candidates.find((c) => offsetMinutes(zone, c.ms) === c.offset);
  if (valid) return new Date(valid.ms);

  return new Date(firstInstantWithOffset(zone, offsetAfter, candidates));
}

/** Binary search (minute precision) for the transition that ends a gap: the first instant on the new offset. */
function firstInstantWithOffset(zone: string, offset: number, bounds: Array<{ ms: number }>): number {
  let low = bounds[0]?.ms ?? 0; // still on the old offset
  let high = bounds[bounds.length - 1]?.ms ?? 0; // already on the new offset
  while (high - low > MINUTE_MS) {
    const mid = low + Math.max(1, Math.floor((high - low) / 2 / MINUTE_MS)) * MINUTE_MS;
    if (offsetMinutes(zone, mid) === offset) high = mid;
    else low = mid;
  }
  return high;
}

function shiftedToZone(instant: Date, zone: string): Date {
  return new Date(instant.getTime() + offsetMinutes(zone, instant.getTime()) * MINUTE_MS);
}

/** The calendar date (YYYY-MM-DD) a wall clock in `zone` shows at `instant`. */
export function dateInZone(instant: Date, zone: string): string {
  return formatUtcDate(shiftedToZone(instant, zone).getTime());
}

/** The date and time a wall clock in `zone` shows at `instant`, as numbers (month 1-12), asking the zone once. */
export function wallClockInZone(instant: Date, zone: string): { year: number; month: number; day: number; hours: number; minutes: number } {
  const shifted = shiftedToZone(instant, zone);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hours: shifted.getUTCHours(),
    minutes: shifted.getUTCMinutes(),
  };
}

/** The wall-clock time (HH:mm) in `zone` at `instant`. */
export function timeInZone(instant: Date, zone: string): string {
  const shifted = shiftedToZone(instant, zone);
  return `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`;
}

/** 0 = Sunday … 6 = Saturday, the numbering of spec §3 staff working hours. */
export function dayOfWeek(date: string): number {
  const { year, month, day } = parseDate(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

export function addDaysToDate(date: string, days: number): string {
  const { year, month, day } = parseDate(date);
  return formatUtcDate(Date.UTC(year, month - 1, day) + days * DAY_MS);
}

/** The Monday on or before `date` (weeks start on Monday in the UK, spec §1). */
export function mondayOnOrBefore(date: string): string {
  return addDaysToDate(date, -((dayOfWeek(date) + 6) % 7));
}

/** Calendar months; the day is clamped to the target month's length (31 Jan + 1 month = 28/29 Feb). */
export function addMonthsToDate(date: string, months: number): string {
  const { year, month, day } = parseDate(date);
  const monthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = monthIndex - targetYear * 12 + 1;
  const targetDay = Math.min(day, daysInMonth(targetYear, targetMonth));
  return `${pad(targetYear, 4)}-${pad(targetMonth)}-${pad(targetDay)}`;
}

/** Every date of a month (1-12), in order. */
export function daysOfMonth(year: number, month: number): string[] {
  const prefix = `${pad(year, 4)}-${pad(month)}-`;
  parseDate(`${prefix}01`);
  return Array.from({ length: daysInMonth(year, month) }, (_, i) => `${prefix}${pad(i + 1)}`);
}

/** The first instant of the date in the zone (23- and 25-hour days included). */
export function startOfDayInZone(date: string, zone: string): Date {
  return zonedDateTime(date, '00:00', zone);
}

/** Exclusive end of the date in the zone: the start of the next day. */
export function endOfDayInZone(date: string, zone: string): Date {
  return startOfDayInZone(addDaysToDate(date, 1), zone);
}
