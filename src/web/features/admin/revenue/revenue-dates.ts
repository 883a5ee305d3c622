import { revenueOpeningRange } from '../../../../core/admin-screen-openings.ts';
import { addDaysToDate, addMonthsToDate } from '../../../../core/time.ts';

/** A London date range, both ends inclusive, as YYYY-MM-DD ('' while an input is being cleared). */
export interface DateRange {
  startDate: string;
  endDate: string;
}

/** Spec §4 'Revenue screen state': the presets, in the order the panel shows them. */
export const REVENUE_PRESETS = [
  { id: 'today', label: 'Today' },
  { id: 'yesterday', label: 'Yesterday' },
  { id: 'last7', label: 'Last 7 Days' },
  { id: 'last30', label: 'Last 30 Days' },
  { id: 'thisMonth', label: 'This Month' },
  { id: 'lastMonth', label: 'Last Month' },
] as const;

export type RevenuePreset = (typeof REVENUE_PRESETS)[number]['id'];

const firstOfMonth = (date: string) => `${date.slice(0, 7)}-01`;

/** The dates a preset sets, given today's London date. */
export function presetRange(preset: RevenuePreset, today: string): DateRange {
  switch (preset) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday': {
      const yesterday = addDaysToDate(today, -1);
      return { startDate: yesterday, endDate: yesterday };
    }
    case 'last7':
      return { startDate: addDaysToDate(today, -6), endDate: today };
    case 'last30':
      return { startDate: addDaysToDate(today, -29), endDate: today };
    case 'thisMonth':
      return revenueOpeningRange(today);
    case 'lastMonth': {
      const first = addMonthsToDate(firstOfMonth(today), -1);
      return { startDate: first, endDate: addDaysToDate(firstOfMonth(today), -1) };
    }
  }
}

/** Spec §4: the screen opens on this month so far (the range the page at /admin/revenue names for the browser). */
export const defaultRange = (today: string): DateRange => revenueOpeningRange(today);

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

// Calendar dates, not instants: read at noon UTC so no zone can move them to another day.
const formatDay = (date: string) => {
  const parsed = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : dayFormat.format(parsed);
};

/** '1 Nov 2026 – 22 Nov 2026', or a single day when both ends are the same. */
export function formatDateSpan({ startDate, endDate }: DateRange): string {
  if (!startDate || !endDate) return '';
  return startDate === endDate ? formatDay(startDate) : `${formatDay(startDate)} – ${formatDay(endDate)}`;
}
