/** Cards today's panel shows before 'Show all': about two rows, so the calendar stays in view on a busy day. */
export const TODAY_SHORT_LIST = 6;

/**
 * What today's panel shows of the day's appointments (start order) at `now`: all of a quiet day; of a busy one, the
 * next few still to finish (in the chair now, then coming up), or the day's last few once everything has ended.
 */
export function todaysShortList<T extends { end: string }>(day: readonly T[], now: Date, size = TODAY_SHORT_LIST): readonly T[] {
  if (day.length <= size) return day;
  // Not "from the first unfinished one on": a long visit begun in the morning would keep the ended ones after it.
  const unfinished = day.filter((a) => new Date(a.end).getTime() > now.getTime());
  return unfinished.length > 0 ? unfinished.slice(0, size) : day.slice(-size);
}
