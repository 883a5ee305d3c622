import type { WaitlistWindow } from '../schemas/waitlist.schema.ts';
import { zonedDateTime } from '../time.ts';

/** A window's first and last start, as instants in the salon's zone (right on the days the clocks change). */
export function windowRange(window: WaitlistWindow, zone: string): { from: Date; to: Date } {
  return { from: zonedDateTime(window.date, window.from, zone), to: zonedDateTime(window.date, window.to, zone) };
}

/** Whether a visit starting at `start` is one the window asks for: it starts within the window's range. */
export function startsInWindow(start: Date, window: WaitlistWindow, zone: string): boolean {
  const { from, to } = windowRange(window, zone);
  return start >= from && start <= to;
}

/** When the entry's last window passes: after it, nothing can match and the entry ends. */
export function lastWindowEnd(windows: readonly WaitlistWindow[], zone: string): Date {
  return new Date(Math.max(...windows.map((w) => windowRange(w, zone).to.getTime())));
}

/** The windows that can still match at `now` (a start later than now in their range). */
export function windowsAhead(windows: readonly WaitlistWindow[], now: Date, zone: string): WaitlistWindow[] {
  return windows.filter((w) => windowRange(w, zone).to > now);
}
