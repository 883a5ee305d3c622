import type { WeeklyHours } from './availability/slots.ts';
import { DAY_KEYS } from './day-keys.ts';
import type { SettingsDayHours, WorkingHoursMap } from './schemas/settings.schema.ts';

/** The settings screen's week (mon..sun, null = closed) as weekly entries (0 = Sunday), the shape availability reads. */
export function workingHoursMapToWeekly(map: WorkingHoursMap): WeeklyHours[] {
  return DAY_KEYS.flatMap((key, dayOfWeek) => {
    const day = map[key];
    return day ? [{ dayOfWeek, start: day.start, end: day.end }] : [];
  });
}

/** Weekly entries back to the settings week. A day holds one period there: several show from earliest start to latest end. */
export function weeklyToWorkingHoursMap(entries: readonly WeeklyHours[]): WorkingHoursMap {
  const dayHours = (dayOfWeek: number): SettingsDayHours | null => {
    const onDay = entries.filter((e) => e.dayOfWeek === dayOfWeek);
    if (onDay.length === 0) return null;
    const starts = onDay.map((e) => e.start).sort();
    const ends = onDay.map((e) => e.end).sort();
    return { start: starts[0] as string, end: ends[ends.length - 1] as string };
  };
  return { mon: dayHours(1), tue: dayHours(2), wed: dayHours(3), thu: dayHours(4), fri: dayHours(5), sat: dayHours(6), sun: dayHours(0) };
}
