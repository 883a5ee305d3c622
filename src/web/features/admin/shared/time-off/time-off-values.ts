import { wholeDaysOf } from '../../../../../core/availability/whole-days.ts';
import type { TimeOffEntry, TimeOffInput, TimeOffKind } from '../../../../../core/schemas/time-off.schema.ts';
import { addDaysToDate, SALON_TIME_ZONE } from '../../../../../core/time.ts';
import { fromSalonDateTimeInput, toSalonDateTimeInput } from '../../../../lib/salon-time-input.ts';

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
 * runs midnight to midnight, else as times (with the days it touches ready for 'Whole days'); with nothing chosen,
 * today as a whole day.
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
    const times = { start: toSalonDateTimeInput(start), end: toSalonDateTimeInput(end) };
    return { ...base, wholeDays: false, ...times, ...daysOfTimes({ ...times, startDate: today, endDate: today }) };
  }
  const dates = days ?? { startDate: today, endDate: today };
  return { ...base, wholeDays: true, ...dates, start: `${dates.startDate}T09:00`, end: `${dates.startDate}T17:00` };
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;
type Range = Pick<TimeOffFormValues, 'startDate' | 'endDate' | 'start' | 'end'>;

/** The days the times touch (a time ending at midnight ends the day before); a time empty or half typed keeps the day there was. */
function daysOfTimes(v: Range): Pick<TimeOffFormValues, 'startDate' | 'endDate'> {
  const from = DATE_TIME.exec(v.start);
  const to = DATE_TIME.exec(v.end);
  const startDate = from?.[1] ?? v.startDate;
  const lastDay = to && to[2] === '00:00' && v.end > v.start ? addDaysToDate(to[1]!, -1) : to?.[1];
  return { startDate, endDate: lastDay && lastDay >= startDate ? lastDay : startDate };
}

/** The times of day there were (09:00–17:00 if none), on the first and last day; an end at midnight stays one. */
function timesOfDays(v: Range): Pick<TimeOffFormValues, 'start' | 'end'> {
  if (!v.startDate) return { start: v.start, end: v.end };
  const from = DATE_TIME.exec(v.start);
  const to = DATE_TIME.exec(v.end);
  const endDate = v.endDate || v.startDate;
  return {
    start: `${v.startDate}T${from?.[2] ?? '09:00'}`,
    end: to?.[2] === '00:00' ? `${addDaysToDate(endDate, 1)}T00:00` : `${endDate}T${to?.[2] ?? '17:00'}`,
  };
}

/**
 * 'Whole days' ticked or unticked (issue 23): the days follow the times, and the times the days, so the form keeps
 * the day chosen on the calendar (Thursday 08:00–09:00 becomes Thursday, not today) and what was typed since.
 */
export const withWholeDays = (v: TimeOffFormValues, wholeDays: boolean): TimeOffFormValues => ({
  ...v,
  wholeDays,
  ...(wholeDays ? daysOfTimes(v) : timesOfDays(v)),
});

/** The API's body: whole days, or instants from the London wall times typed (an empty one is left for the server to name). */
export function toTimeOffInput(v: TimeOffFormValues): TimeOffInput {
  const base = { beauticianId: v.beauticianId, kind: v.kind, note: v.note };
  if (v.wholeDays) return { ...base, startDate: v.startDate || undefined, endDate: v.endDate || undefined };
  return { ...base, start: fromSalonDateTimeInput(v.start), end: fromSalonDateTimeInput(v.end) };
}
