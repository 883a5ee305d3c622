import { dateInZone, SALON_TIME_ZONE, timeInZone, zonedDateTime } from '../../core/time.ts';

/**
 * `<input type="datetime-local">` holds a wall time with no zone. Staff type London time (spec §1), whatever
 * zone their device is in, so these convert between that wall time and an instant.
 */

/** An ISO instant → 'YYYY-MM-DDTHH:mm' on the salon's wall clock ('' if it is not a date). */
export function toSalonDateTimeInput(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  return `${dateInZone(instant, SALON_TIME_ZONE)}T${timeInZone(instant, SALON_TIME_ZONE)}`;
}

/** 'YYYY-MM-DDTHH:mm' in London → an ISO instant (UTC), or undefined when the input is empty or malformed. */
export function fromSalonDateTimeInput(value: string): string | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(value);
  if (!match?.[1] || !match[2]) return undefined;
  try {
    return zonedDateTime(match[1], match[2], SALON_TIME_ZONE).toISOString();
  } catch {
    return undefined;
  }
}
