import { describe, expect, it } from 'vitest';
import { SALON_TIME_ZONE } from '../time.ts';
import { datesBetween, wholeDaysOf, wholeDaysRange } from './whole-days.ts';

const HOUR_MS = 3_600_000;
const hoursOf = (r: { start: Date; end: Date }) => (r.end.getTime() - r.start.getTime()) / HOUR_MS;

describe('wholeDaysRange: London dates as instants, midnight to midnight', () => {
  it.each([
    ['a winter day', '2026-01-15', '2026-01-15', '2026-01-15T00:00:00.000Z', '2026-01-16T00:00:00.000Z', 24],
    ['a summer day (BST)', '2026-07-01', '2026-07-01', '2026-06-30T23:00:00.000Z', '2026-07-01T23:00:00.000Z', 24],
    ['the day the clocks go forward', '2026-03-29', '2026-03-29', '2026-03-29T00:00:00.000Z', '2026-03-29T23:00:00.000Z', 23],
    ['the day the clocks go back', '2026-10-25', '2026-10-25', '2026-10-24T23:00:00.000Z', '2026-10-26T00:00:00.000Z', 25],
    ['Christmas to New Year', '2026-12-24', '2027-01-01', '2026-12-24T00:00:00.000Z', '2027-01-02T00:00:00.000Z', 9 * 24],
  ])('%s', (_case, startDate, endDate, start, end, hours) => {
    const range = wholeDaysRange(startDate, endDate, SALON_TIME_ZONE);
    expect([range.start.toISOString(), range.end.toISOString(), hoursOf(range)]).toEqual([start, end, hours]);
    expect(wholeDaysOf(range, SALON_TIME_ZONE)).toEqual({ startDate, endDate });
  });

  it('says a range that does not run from midnight to midnight is not whole days', () => {
    const afternoon = { start: new Date('2026-01-15T13:00:00Z'), end: new Date('2026-01-15T17:00:00Z') };
    expect(wholeDaysOf(afternoon, SALON_TIME_ZONE)).toBeUndefined();
    // UTC midnights in summer are 01:00 in London.
    expect(
      wholeDaysOf({ start: new Date('2026-07-01T00:00:00Z'), end: new Date('2026-07-02T00:00:00Z') }, SALON_TIME_ZONE),
    ).toBeUndefined();
  });

  it('lists the dates between two dates, both included', () => {
    expect(datesBetween('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(datesBetween('2026-12-30', '2026-12-29')).toEqual([]);
  });
});
