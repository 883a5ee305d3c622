import { dateInZone, dayOfWeek, zonedDateTime } from '../time.ts';
import type { WeeklyHours } from './slots.ts';

/** 'closed': the salon does not open that day; 'outside_hours': it opens, but not for all of the appointment. */
export type OutsideHoursReason = 'closed' | 'outside_hours';

/**
 * Why an appointment falls outside the salon's weekly hours, or null when it fits in one opening period.
 * The appointment's own time counts (start to end, not the buffers): that is what the client was promised.
 * Wall-clock hours are read on the appointment's date in `zone`, so DST days are handled.
 */
export function outsideHoursReason(appointment: { start: Date; end: Date }, hours: readonly WeeklyHours[], zone: string): OutsideHoursReason | null {
  const date = dateInZone(appointment.start, zone);
  const weekday = dayOfWeek(date);
  const periods = hours.filter((h) => h.dayOfWeek === weekday);
  if (periods.length === 0) return 'closed';
  const fits = periods.some(
    (h) => zonedDateTime(date, h.start, zone) <= appointment.start && appointment.end <= zonedDateTime(date, h.end, zone),
  );
  return fits ? null : 'outside_hours';
}
