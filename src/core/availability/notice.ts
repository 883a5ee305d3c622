import { dateInZone } from '../time.ts';
import { plural } from '../plural.ts';

/**
 * Whether the minimum notice for online bookings takes times away from `date` (YYYY-MM-DD in `zone`): the
 * earliest bookable instant, `now` plus the notice, falls on that day or later. Such a day gets a word on why
 * its first times are missing (issue 15).
 */
export function noticeCutsInto(date: string, now: Date, minNoticeMinutes: number, zone: string): boolean {
  if (minNoticeMinutes <= 0) return false;
  return dateInZone(new Date(now.getTime() + minNoticeMinutes * 60_000), zone) >= date;
}

/** "2 hours'", "1 hour's", "45 minutes'", "3 days'": the notice as said before the word "notice". */
export function noticeWords(minutes: number): string {
  const [amount, unit] =
    minutes % (24 * 60) === 0 ? [minutes / (24 * 60), 'day'] : minutes % 60 === 0 ? [minutes / 60, 'hour'] : [minutes, 'minute'];
  return plural(amount, `${unit}'s`, `${unit}s'`);
}
