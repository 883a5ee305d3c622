import { DAY_KEYS, type DayKey } from './day-keys.ts';
import type { SalonDayHours, SalonHours } from './schemas/salon.schema.ts';
import type { WeeklyHours } from './availability/slots.ts';

// Summaries read Monday first, as a salon's opening hours are printed (spec §9 'Hours display').
const WEEK_ORDER: readonly DayKey[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const DAY_LABELS: Record<DayKey, string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};

/** Spec §8 fallbacks: what the hero shows when hours are missing, or when none are open. */
export const HOURS_ABSENT_SUMMARY = '9AM–5PM, Mon–Fri';
export const HOURS_NOT_SET_SUMMARY = 'Hours not set';

const CLOSED_DAY: SalonDayHours = { open: false, start: '09:00', end: '17:00' };

/** Spec §9: 12-hour clock, minutes omitted when ':00', hour 0 shown as 12 ('00:00' → '12AM', '17:30' → '5:30PM'). */
export function formatHour12(time: string): string {
  const [hoursText = '', minutesText = ''] = time.split(':');
  const hours = Number(hoursText);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return minutesText === '00' ? `${hour12}${suffix}` : `${hour12}:${minutesText}${suffix}`;
}

function describeDays(openDays: DayKey[]): string {
  if (openDays.length === WEEK_ORDER.length) return 'Every day';
  const positions = openDays.map((day) => WEEK_ORDER.indexOf(day));
  const consecutive = positions.every((pos, i) => i === 0 || pos === (positions[i - 1] ?? -1) + 1);
  const firstDay = openDays[0] as DayKey;
  const lastDay = openDays[openDays.length - 1] as DayKey;
  if (openDays.length === 1) return DAY_LABELS[firstDay];
  if (consecutive) return `${DAY_LABELS[firstDay]}–${DAY_LABELS[lastDay]}`;
  return openDays.map((day) => DAY_LABELS[day]).join(', ');
}

/**
 * One line for the hero banner: '{earliest start}–{latest end}, {days}', e.g. '9AM–5PM, Mon–Sat' or
 * '10AM–6PM, Every day'. Days run Mon..Sun without wrapping, so Sat, Sun and Mon read 'Mon, Sat, Sun'.
 */
export function summarizeHours(hours: SalonHours | null | undefined): string {
  if (!hours) return HOURS_ABSENT_SUMMARY;
  const openDays = WEEK_ORDER.filter((day) => hours[day].open);
  if (openDays.length === 0) return HOURS_NOT_SET_SUMMARY;
  // HH:mm strings are zero-padded, so they compare correctly as text.
  const starts = openDays.map((day) => hours[day].start).sort();
  const ends = openDays.map((day) => hours[day].end).sort();
  const earliest = starts[0] as string;
  const latest = ends[ends.length - 1] as string;
  return `${formatHour12(earliest)}–${formatHour12(latest)}, ${describeDays(openDays)}`;
}

/** Public salon hours as weekly entries for slot generation (DAY_KEYS index = spec's 0 = Sunday numbering). */
export function salonHoursToWeekly(hours: SalonHours): WeeklyHours[] {
  return DAY_KEYS.flatMap((key, dayOfWeek) => {
    const day = hours[key];
    return day.open ? [{ dayOfWeek, start: day.start, end: day.end }] : [];
  });
}

/**
 * Weekly entries back to the public mon..sun shape. That shape holds one period a day, so a split day
 * shows from its earliest start to its latest end; days without entries are closed with the 09:00–17:00 default.
 */
export function weeklyToSalonHours(entries: WeeklyHours[]): SalonHours {
  const dayHours = (dayOfWeek: number): SalonDayHours => {
    const onDay = entries.filter((e) => e.dayOfWeek === dayOfWeek);
    if (onDay.length === 0) return { ...CLOSED_DAY };
    const start = onDay.map((e) => e.start).sort()[0] as string;
    const end = onDay.map((e) => e.end).sort()[onDay.length - 1] as string;
    return { open: true, start, end };
  };
  return {
    mon: dayHours(1),
    tue: dayHours(2),
    wed: dayHours(3),
    thu: dayHours(4),
    fri: dayHours(5),
    sat: dayHours(6),
    sun: dayHours(0),
  };
}
