/** Day keys of the salon's hours, indexed by day of week (0 = Sunday). Kept free of zod so public pages stay small. */
export const DAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type DayKey = (typeof DAY_KEYS)[number];
