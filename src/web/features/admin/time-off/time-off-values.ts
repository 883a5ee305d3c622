import { wholeDaysOf } from '../../../../core/availability/whole-days.ts';
import type { TimeOffEntry, TimeOffInput, TimeOffKind } from '../../../../core/schemas/time-off.schema.ts';
import { SALON_TIME_ZONE } from '../../../../core/time.ts';
import { fromSalonDateTimeInput, toSalonDateTimeInput } from '../../../lib/salon-time-input.ts';

/** The time-off form as its inputs hold it: London dates, or London wall times ('YYYY-MM-DDTHH:mm'). */
export interface TimeOffFormValues {
  beauticianId: string;
  kind: TimeOffKind;
  wholeDays: boolean;
  startDate: string;
  endDate: string;
  start: string;
  end: string;
  note: string;
}

/** A new entry's defaults (the staff member, a range chosen on the calendar, as ISO instants). */
export interface TimeOffInitial {
  beauticianId?: string;
  start?: string;
  end?: string;
}

const wholeDaysIn = (start: string, end: string) => wholeDaysOf({ start: new Date(start), end: new Date(end) }, SALON_TIME_ZONE);

/**
 * The form's first values: an entry being edited as it is; a range chosen on the calendar as whole days when it
 * runs midnight to midnight, else as times; with nothing chosen, today as a whole day.
 */
export function initialValues(today: string, initial: TimeOffInitial = {}, entry?: TimeOffEntry): TimeOffFormValues {
  const start = entry?.start ?? initial.start;
  const end = entry?.end ?? initial.end;
  const days = start && end ? wholeDaysIn(start, end) : undefined;
  const base = {
    beauticianId: entry?.beautician._id ?? initial.beauticianId ?? '',
    kind: entry?.kind ?? 'holiday',
    note: entry?.note ?? '',
  };
  if (start && end && !days) {
    return { ...base, wholeDays: false, startDate: today, endDate: today, start: toSalonDateTimeInput(start), end: toSalonDateTimeInput(end) };
  }
  const dates = days ?? { startDate: today, endDate: today };
  return { ...base, wholeDays: true, ...dates, start: `${dates.startDate}T09:00`, end: `${dates.startDate}T17:00` };
}

/** The API's body: whole days, or instants from the London wall times typed (an empty one is left for the server to name). */
export function toTimeOffInput(v: TimeOffFormValues): TimeOffInput {
  const base = { beauticianId: v.beauticianId, kind: v.kind, note: v.note };
  if (v.wholeDays) return { ...base, startDate: v.startDate || undefined, endDate: v.endDate || undefined };
  return { ...base, start: fromSalonDateTimeInput(v.start), end: fromSalonDateTimeInput(v.end) };
}
