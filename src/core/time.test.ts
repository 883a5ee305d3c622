import { describe, expect, it } from 'vitest';
import {
  SALON_TIME_ZONE as LONDON,
  addDaysToDate,
  addMonthsToDate,
  dateInZone,
  dayOfWeek,
  daysOfMonth,
  endOfDayInZone,
  mondayOnOrBefore,
  startOfDayInZone,
  timeInZone,
  wallClockInZone,
  zonedDateTime,
} from './time.ts';

describe('zonedDateTime', () => {
  it.each([
    ['winter (GMT)', '2026-01-15', '09:00', LONDON, '2026-01-15T09:00:00.000Z'],
    ['summer (BST)', '2026-07-01', '09:00', LONDON, '2026-07-01T08:00:00.000Z'],
    ['spring-forward day, after the change', '2026-03-29', '09:00', LONDON, '2026-03-29T08:00:00.000Z'],
    ['spring-forward day, before the change', '2026-03-29', '00:30', LONDON, '2026-03-29T00:30:00.000Z'],
    ['in the spring gap: the first instant after it', '2026-03-29', '01:30', LONDON, '2026-03-29T01:00:00.000Z'],
    ['start of the spring gap', '2026-03-29', '01:00', LONDON, '2026-03-29T01:00:00.000Z'],
    ['end of the spring gap', '2026-03-29', '02:00', LONDON, '2026-03-29T01:00:00.000Z'],
    ['fall-back day, after the change', '2026-10-25', '09:00', LONDON, '2026-10-25T09:00:00.000Z'],
    ['ambiguous autumn time: first (BST) occurrence', '2026-10-25', '01:30', LONDON, '2026-10-25T00:30:00.000Z'],
    ['ambiguous autumn hour start', '2026-10-25', '01:00', LONDON, '2026-10-25T00:00:00.000Z'],
    ['2027 spring gap', '2027-03-28', '01:15', LONDON, '2027-03-28T01:00:00.000Z'],
    ['2027 autumn ambiguity', '2027-10-31', '01:45', LONDON, '2027-10-31T00:45:00.000Z'],
    ['another zone (New York, EDT)', '2026-07-01', '09:00', 'America/New_York', '2026-07-01T13:00:00.000Z'],
    ['a gap in New York', '2026-03-08', '02:30', 'America/New_York', '2026-03-08T07:00:00.000Z'],
    ['a half-hour zone', '2026-01-15', '09:00', 'Asia/Kolkata', '2026-01-15T03:30:00.000Z'],
  ])('%s', (_label, date, time, zone, expected) => {
    expect(zonedDateTime(date, time, zone).toISOString()).toBe(expected);
  });

  it('rejects malformed input rather than guessing', () => {
    expect(() => zonedDateTime('2026-02-30', '09:00', LONDON)).toThrow(RangeError);
    expect(() => zonedDateTime('2026-01-15', '9:00', LONDON)).toThrow(RangeError);
    expect(() => zonedDateTime('2026-01-15', '09:00', 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('dateInZone and timeInZone', () => {
  it.each([
    ['2026-01-15T23:30:00Z', '2026-01-15', '23:30'],
    ['2026-07-01T23:30:00Z', '2026-07-02', '00:30'], // BST: already tomorrow in London
    ['2026-03-29T00:59:00Z', '2026-03-29', '00:59'],
    ['2026-03-29T01:00:00Z', '2026-03-29', '02:00'],
    ['2026-10-25T00:30:00Z', '2026-10-25', '01:30'],
    ['2026-10-25T01:30:00Z', '2026-10-25', '01:30'], // the second 01:30
  ])('%s is %s %s in London', (iso, date, time) => {
    expect(dateInZone(new Date(iso), LONDON)).toBe(date);
    expect(timeInZone(new Date(iso), LONDON)).toBe(time);
    const [year, month, day] = date.split('-').map(Number);
    const [hours, minutes] = time.split(':').map(Number);
    expect(wallClockInZone(new Date(iso), LONDON)).toEqual({ year, month, day, hours, minutes });
  });
});

describe('calendar-date arithmetic', () => {
  it.each([
    ['2026-11-30', '2026-11-30'], // a Monday is its own
    ['2026-11-29', '2026-11-23'], // a Sunday ends the week before
    ['2027-01-01', '2026-12-28'], // across the year's end
  ])('the Monday on or before %s is %s', (date, monday) => {
    expect(mondayOnOrBefore(date)).toBe(monday);
  });

  it.each([
    ['2026-03-29', 0],
    ['2026-03-30', 1],
    ['2026-04-04', 6],
    ['2024-02-29', 4],
  ])('%s is weekday %i', (date, expected) => {
    expect(dayOfWeek(date)).toBe(expected);
  });

  it.each([
    ['2026-03-28', 1, '2026-03-29'],
    ['2026-03-29', 1, '2026-03-30'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2024-02-28', 1, '2024-02-29'],
  ])('%s + %i day(s) = %s', (date, days, expected) => {
    expect(addDaysToDate(date, days)).toBe(expected);
  });

  it.each([
    ['2026-01-15', 3, '2026-04-15'],
    ['2026-11-30', 3, '2027-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-01-15', -13, '2024-12-15'],
  ])('%s + %i month(s) = %s', (date, months, expected) => {
    expect(addMonthsToDate(date, months)).toBe(expected);
  });

  it('lists every date of a month', () => {
    expect(daysOfMonth(2026, 2)).toHaveLength(28);
    expect(daysOfMonth(2024, 2).at(-1)).toBe('2024-02-29');
    const march = daysOfMonth(2026, 3);
    expect(march).toHaveLength(31);
    expect(march[0]).toBe('2026-03-01');
    expect(march.at(-1)).toBe('2026-03-31');
  });
});

describe('day boundaries in the zone', () => {
  it.each([
    ['an ordinary winter day', '2026-01-15', '2026-01-15T00:00:00.000Z', '2026-01-16T00:00:00.000Z', 24],
    ['an ordinary summer day', '2026-07-01', '2026-06-30T23:00:00.000Z', '2026-07-01T23:00:00.000Z', 24],
    ['the spring-forward day', '2026-03-29', '2026-03-29T00:00:00.000Z', '2026-03-29T23:00:00.000Z', 23],
    ['the fall-back day', '2026-10-25', '2026-10-24T23:00:00.000Z', '2026-10-26T00:00:00.000Z', 25],
    ['the 2027 spring-forward day', '2027-03-28', '2027-03-28T00:00:00.000Z', '2027-03-28T23:00:00.000Z', 23],
    ['the 2027 fall-back day', '2027-10-31', '2027-10-30T23:00:00.000Z', '2027-11-01T00:00:00.000Z', 25],
  ])('%s', (_label, date, start, end, hours) => {
    const dayStart = startOfDayInZone(date, LONDON);
    const dayEnd = endOfDayInZone(date, LONDON);
    expect(dayStart.toISOString()).toBe(start);
    expect(dayEnd.toISOString()).toBe(end);
    expect((dayEnd.getTime() - dayStart.getTime()) / 3_600_000).toBe(hours);
  });
});
