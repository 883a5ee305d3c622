import { dateInZone, SALON_TIME_ZONE } from '../../../../core/time.ts';
import { formatDateTime, formatTime } from '../../../lib/format.ts';

/**
 * '10:30' for an instant on `today` (the salon's date, YYYY-MM-DD), else 'Tue 24 Nov 2026, 10:30': the texts panels'
 * times, read at a glance for today's and with their day for any other.
 */
export const timeOrDateTime = (instant: string, today: string): string => {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return '';
  return dateInZone(at, SALON_TIME_ZONE) === today ? formatTime(at) : formatDateTime(at);
};
