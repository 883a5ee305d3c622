import { describe, expect, it } from 'vitest';
import { monthGridDates, monthGridWindow } from './dashboard-first-view.ts';

describe('the dashboard’s first view', () => {
  it.each([
    // November 2026 starts on a Sunday and ends on a Monday: six rows.
    ['2026-11-26', '2026-10-26', '2026-12-07'],
    // February 2027 starts on a Monday and ends on a Sunday: exactly four rows.
    ['2027-02-14', '2027-02-01', '2027-03-01'],
    ['2026-12-31', '2026-11-30', '2027-01-04'],
  ])('shows the weeks, Monday first, that hold the month of %s', (date, first, end) => {
    expect(monthGridDates(date)).toEqual({ first, end });
  });

  it('asks from London midnight to London midnight, on either side of a change of the clocks', () => {
    // October 2026: the grid starts in BST (28 Sep) and ends in GMT (2 Nov).
    expect(monthGridWindow('2026-10-15')).toEqual({ from: '2026-09-27T23:00:00.000Z', to: '2026-11-02T00:00:00.000Z' });
  });
});
