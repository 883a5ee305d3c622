import { TIME_OFF_KIND_LABELS, type TimeOffEntry } from '../../../../../core/schemas/time-off.schema.ts';
import { wholeDaysOf } from '../../../../../core/availability/whole-days.ts';
import { SALON_TIME_ZONE } from '../../../../../core/time.ts';
import { formatDateTime, formatDayRange, formatTime } from '../../../../lib/format.ts';

/** When time off runs, in the salon's words: whole days, part of a day, or across days. */
export function describeWhen(entry: Pick<TimeOffEntry, 'start' | 'end'>): string {
  const days = wholeDaysOf({ start: new Date(entry.start), end: new Date(entry.end) }, SALON_TIME_ZONE);
  if (days) return formatDayRange(days.startDate, days.endDate);
  const start = formatDateTime(entry.start);
  const sameDay = start.split(',')[0] === formatDateTime(entry.end).split(',')[0];
  return sameDay ? `${start}–${formatTime(entry.end)}` : `${start} – ${formatDateTime(entry.end)}`;
}

/** 'Holiday' or 'Holiday: Lanzarote'. */
export const describeWhy = (entry: Pick<TimeOffEntry, 'kind' | 'note'>): string =>
  entry.note ? `${TIME_OFF_KIND_LABELS[entry.kind]}: ${entry.note}` : TIME_OFF_KIND_LABELS[entry.kind];
