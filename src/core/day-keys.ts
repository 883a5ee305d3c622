/** Day keys of the salon's hours, indexed by day of week (0 = Sunday). Kept free of zod so public pages stay small. */
export const DAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type DayKey = (typeof DAY_KEYS)[number];

/** Day names by day of week (0 = Sunday), as staff schedules number them (spec §3). */
export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The week as UK opening hours are printed: Monday first. */
export const WEEK_FROM_MONDAY: ReadonlyArray<{ key: DayKey; name: string }> = [1, 2, 3, 4, 5, 6, 0].map((day) => ({
  key: DAY_KEYS[day]!,
  name: DAY_NAMES[day]!,
}));
