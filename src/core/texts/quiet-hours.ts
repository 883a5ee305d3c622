import { addDaysToDate, dateInZone, timeInZone, zonedDateTime } from '../time.ts';

// UK quiet hours for text reminders (issue 27, docs/decisions/0035): none goes out from `start` to `end` on the salon's
// wall clock (21:00–08:00 by default), whatever the offset that day: the window is found on the wall clock and turned
// into instants there, so it is right on the days the clocks change.

export interface QuietHours {
  /** HH:mm; later than `end` when the window crosses midnight; equal to `end`: no quiet hours */
  start: string;
  end: string;
}

const MINUTE_MS = 60_000;

/** Whether a wall clock in `zone` shows a quiet time at `instant`. */
export function inQuietHours(instant: Date, quiet: QuietHours, zone: string): boolean {
  if (quiet.start === quiet.end) return false;
  const time = timeInZone(instant, zone);
  return quiet.start < quiet.end ? time >= quiet.start && time < quiet.end : time >= quiet.start || time < quiet.end;
}

/** The quiet window that holds `instant` (which is in quiet hours): the instants it begins and ends. */
function windowAround(instant: Date, quiet: QuietHours, zone: string): { from: Date; until: Date } {
  const date = dateInZone(instant, zone);
  if (quiet.start < quiet.end) return { from: zonedDateTime(date, quiet.start, zone), until: zonedDateTime(date, quiet.end, zone) };
  if (timeInZone(instant, zone) >= quiet.start) {
    return { from: zonedDateTime(date, quiet.start, zone), until: zonedDateTime(addDaysToDate(date, 1), quiet.end, zone) };
  }
  return { from: zonedDateTime(addDaysToDate(date, -1), quiet.start, zone), until: zonedDateTime(date, quiet.end, zone) };
}

/**
 * When a text reminder wanted at `want` goes, given it is now `now`: then (or now, if that has passed) outside quiet
 * hours; inside them, at the first allowed minute after, unless the visit starts before that, when it goes at the last
 * allowed minute before they began. Null when that too has passed: the reminder is not texted (it goes by e-mail).
 */
export function reminderSendTime(want: Date, visitStart: Date, now: Date, quiet: QuietHours, zone: string): Date | null {
  const at = want < now ? now : want;
  if (!inQuietHours(at, quiet, zone)) return at;
  const { from, until } = windowAround(at, quiet, zone);
  if (until < visitStart) return until;
  const before = new Date(from.getTime() - MINUTE_MS);
  return before >= now ? before : null;
}
