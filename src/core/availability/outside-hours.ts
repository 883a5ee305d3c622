import { dateInZone, timeInZone } from '../time.ts';
import { weeklyWindows, type WeeklyHours } from './slots.ts';
import { mergeRanges } from './time-ranges.ts';

/** 'closed': the salon does not open that day; 'outside_hours': it opens, but not for all of the appointment. */
export type OutsideHoursReason = 'closed' | 'outside_hours';

/**
 * How an appointment falls outside one set of weekly hours (the salon's opening hours, or a beautician's working
 * hours): no period that day ('closed'), starting before the day's first opening ('before_opening', with that
 * time), ending after its last closing ('after_closing', with that time), or across a gap between periods
 * ('outside_hours'). The times are London wall clock, as staff set them.
 */
export type HoursBreach =
  | { reason: 'closed' }
  | { reason: 'before_opening'; opens: string }
  | { reason: 'after_closing'; closes: string }
  | { reason: 'outside_hours' };

/**
 * Which way an appointment breaks `hours`, or null when it fits in one opening period. The appointment's own time
 * counts (start to end, not the buffers): that is what the client was promised. Wall-clock hours are read on the
 * appointment's date in `zone`, so DST days are handled; periods that touch (09:00–12:00, 12:00–17:00) are one.
 */
export function hoursBreach(appointment: { start: Date; end: Date }, hours: readonly WeeklyHours[], zone: string): HoursBreach | null {
  const periods = mergeRanges(weeklyWindows(dateInZone(appointment.start, zone), [...hours], zone));
  const first = periods[0];
  const last = periods.at(-1);
  if (!first || !last) return { reason: 'closed' };
  if (periods.some((p) => p.start <= appointment.start && appointment.end <= p.end)) return null;
  if (appointment.start < first.start) return { reason: 'before_opening', opens: timeInZone(first.start, zone) };
  if (appointment.end > last.end) return { reason: 'after_closing', closes: timeInZone(last.end, zone) };
  return { reason: 'outside_hours' };
}

/** The hours screen's warning (docs/decisions/0024): only whether the salon opens that day matters there. */
export function outsideHoursReason(
  appointment: { start: Date; end: Date },
  hours: readonly WeeklyHours[],
  zone: string,
): OutsideHoursReason | null {
  const breach = hoursBreach(appointment, hours, zone);
  return breach === null ? null : breach.reason === 'closed' ? 'closed' : 'outside_hours';
}
