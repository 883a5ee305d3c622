import type { RevenueRow } from '../../../../core/schemas/revenue.schema.ts';
import { poundsToPence, penceToPounds } from '../../../../core/money.ts';

export const ALL_BEAUTICIANS = 'all';

export interface RevenueTotals {
  revenue: number;
  /** the part of revenue that is test money (no real money moved) */
  testMoney: number;
  bookings: number;
  average: number;
  /** the visits the bookings make (issue 40): fewer when a visit has several services */
  visits: number;
}

/**
 * Spec §5: average = revenue / bookings, 0 when there are no bookings; to the penny, as it is shown. The revenue is
 * the bookings' own (issue 40): fee money kept from visits that did not happen is no booking's.
 */
export function averagePerBooking(revenue: number, bookings: number): number {
  return bookings > 0 ? penceToPounds(poundsToPence(revenue) / bookings) : 0;
}

/** One beautician's average per booking, of their bookings' own revenue as the total's is. */
export const rowAverage = (row: Pick<RevenueRow, 'bookingRevenue' | 'bookings'>): number =>
  averagePerBooking(row.bookingRevenue, row.bookings);

/**
 * Spec §4: totals are summed over the beauticians passing the filter; summed in pence so £0.10 + £0.20 is £0.30. The
 * visits cannot be summed (a visit of two beauticians is in both their rows): `salonVisits`, the report's own count,
 * when the rows are everyone's; else the one beautician's.
 */
export function revenueTotals(rows: readonly RevenueRow[], salonVisits?: number): RevenueTotals {
  const sum = (figure: (row: RevenueRow) => number) => rows.reduce((total, row) => total + figure(row), 0);
  const bookings = sum((row) => row.bookings);
  const revenue = penceToPounds(sum((row) => poundsToPence(row.revenue)));
  const bookingRevenue = penceToPounds(sum((row) => poundsToPence(row.bookingRevenue)));
  return {
    revenue,
    testMoney: penceToPounds(sum((row) => poundsToPence(row.testMoney))),
    bookings,
    average: averagePerBooking(bookingRevenue, bookings),
    visits: salonVisits ?? sum((row) => row.visits),
  };
}

/** The rows a filter lets through; a beautician no longer in the report falls back to everyone. */
export function filterRows(rows: readonly RevenueRow[], beauticianId: string): readonly RevenueRow[] {
  const only = rows.filter((row) => row.beauticianId === beauticianId);
  return beauticianId === ALL_BEAUTICIANS || only.length === 0 ? rows : only;
}

/** 'Amelia Hart' → 'AH'; one name gives one letter, an empty one '?'. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const letters = words.length === 1 ? [words[0]] : [words[0], words[words.length - 1]];
  return letters.map((w) => (w ?? '').charAt(0).toUpperCase()).join('');
}
