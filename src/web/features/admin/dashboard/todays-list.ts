/** Cards today's panel shows before 'Show all': about two rows, so the calendar stays in view on a busy day. */
export const TODAY_SHORT_LIST = 6;

/**
 * What today's panel shows of the day's appointments (start order) at `now`: all of a quiet day; of a busy one, the
 * next few still to finish (in the chair now, then coming up), or the day's last few once everything has ended.
 */
export function todaysShortList<T extends { end: string }>(day: readonly T[], now: Date, size = TODAY_SHORT_LIST): readonly T[] {
  if (day.length <= size) return day;
  const next = day.findIndex((a) => new Date(a.end).getTime() > now.getTime());
  const from = next === -1 ? day.length - size : Math.min(next, day.length - size);
  return day.slice(from, from + size);
}
