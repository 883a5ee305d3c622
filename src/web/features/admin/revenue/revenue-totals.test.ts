import { describe, expect, it } from 'vitest';
import type { RevenueRow } from '../../../../core/schemas/revenue.schema.ts';
import { averagePerBooking, filterRows, initials, revenueTotals, rowAverage } from './revenue-totals.ts';

const row = (beauticianId: string, beautician: string, revenue: number, bookings: number, testMoney = 0): RevenueRow => ({
  beauticianId,
  beautician,
  revenue,
  bookingRevenue: revenue,
  testMoney,
  tips: 0,
  bookings,
  serviceCount: 1,
  visits: bookings,
});

const rows = [row('a', 'Amelia Hart', 0.1, 1, 0.1), row('b', 'Priya Shah', 0.2, 2)];

describe('revenue totals', () => {
  it('sums revenue to the penny and averages per booking', () => {
    expect(revenueTotals(rows)).toEqual({ revenue: 0.3, testMoney: 0.1, bookings: 3, average: 0.1, visits: 3 });
  });

  // Issue 40: a £16.50 no-show fee in the revenue raised the average of the bookings, though it is no booking's.
  it('averages the bookings’ own revenue, leaving fee money out', () => {
    const withFee = { ...row('a', 'Amelia Hart', 106.5, 2), bookingRevenue: 90 };
    expect(revenueTotals([withFee])).toMatchObject({ revenue: 106.5, bookings: 2, average: 45 });
    // And so does each beautician's, agreeing with the total's.
    expect(rowAverage(withFee)).toBe(45);
  });

  it('averages 0 when there are no bookings', () => {
    expect(averagePerBooking(0, 0)).toBe(0);
    expect(revenueTotals([])).toEqual({ revenue: 0, testMoney: 0, bookings: 0, average: 0, visits: 0 });
  });

  it('counts only the beautician the filter names', () => {
    expect(revenueTotals(filterRows(rows, 'b'))).toEqual({ revenue: 0.2, testMoney: 0, bookings: 2, average: 0.1, visits: 2 });
    expect(filterRows(rows, 'all')).toEqual(rows);
    expect(filterRows(rows, 'gone')).toEqual(rows);
  });

  it('counts a visit with two beauticians once for the salon, and once in each of their own figures (issue 40)', () => {
    // Two visits, each Amelia's colour and cut and Priya's brows: six bookings.
    const visits = [
      { ...row('a', 'Amelia Hart', 260, 4), visits: 2 },
      { ...row('b', 'Priya Shah', 36, 2), visits: 2 },
    ];
    expect(revenueTotals(visits, 2)).toMatchObject({ bookings: 6, visits: 2 });
    expect(revenueTotals(filterRows(visits, 'b'))).toMatchObject({ bookings: 2, visits: 2 });
  });

  it('makes initials from the first and last names', () => {
    expect(initials('Amelia Hart')).toBe('AH');
    expect(initials('  mary jane  o’neil ')).toBe('MO');
    expect(initials('Cher')).toBe('C');
    expect(initials(' ')).toBe('?');
  });
});
