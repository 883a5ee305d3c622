import {
  addDaysToDate,
  addMonthsToDate,
  endOfDayInZone,
  mondayOnOrBefore,
  SALON_TIME_ZONE,
  startOfDayInZone,
} from '../../../../core/time.ts';

/** Spec §9 'date filters all, day, week (Monday start), month, custom range'. */
export const DATE_RANGES = [
  { value: 'all', label: 'All Time' },
  { value: 'day', label: 'Today' },
  { value: 'week', label: 'This Week' },
  { value: 'month', label: 'This Month' },
  { value: 'custom', label: 'Custom Range' },
] as const;

export type DateRangePreset = (typeof DATE_RANGES)[number]['value'];

export interface CustomDates {
  /** YYYY-MM-DD, as a date input gives it ('' when empty) */
  start: string;
  end: string;
}

const startOf = (date: string) => startOfDayInZone(date, SALON_TIME_ZONE).toISOString();
const endOf = (date: string) => endOfDayInZone(date, SALON_TIME_ZONE).toISOString();

/** A half-open window of London days → ISO instants, or undefined for a date the input has not finished. */
function safe(date: string, convert: (d: string) => string): string | undefined {
  if (!date) return undefined;
  try {
    return convert(date);
  } catch {
    return undefined;
  }
}

/**
 * The list's `from`/`to` for a preset, on London days (spec §1): a week starts on Monday, and a custom
 * range's end date runs to the end of that day.
 */
export function dateRangeWindow(preset: DateRangePreset, today: string, custom: CustomDates): { from?: string; to?: string } {
  switch (preset) {
    case 'all':
      return {};
    case 'day':
      return { from: startOf(today), to: endOf(today) };
    case 'week': {
      const monday = mondayOnOrBefore(today);
      return { from: startOf(monday), to: startOf(addDaysToDate(monday, 7)) };
    }
    case 'month': {
      const first = `${today.slice(0, 7)}-01`;
      return { from: startOf(first), to: startOf(addMonthsToDate(first, 1)) };
    }
    case 'custom':
      return { from: safe(custom.start, startOf), to: safe(custom.end, endOf) };
  }
}
