import { describe, expect, it } from 'vitest';
import type { SalonDayHours, SalonHours } from './schemas/salon.schema.ts';
import { formatHour12, salonHoursToWeekly, summarizeHours, weeklyToSalonHours } from './hours.ts';

const open = (start = '09:00', end = '17:00'): SalonDayHours => ({ open: true, start, end });
const closed: SalonDayHours = { open: false, start: '09:00', end: '17:00' };
const week = (days: Partial<SalonHours>): SalonHours => ({
  mon: closed,
  tue: closed,
  wed: closed,
  thu: closed,
  fri: closed,
  sat: closed,
  sun: closed,
  ...days,
});

describe('formatHour12 (spec §9)', () => {
  it.each([
    ['09:00', '9AM'],
    ['17:30', '5:30PM'],
    ['00:00', '12AM'],
    ['00:15', '12:15AM'],
    ['12:00', '12PM'],
    ['12:45', '12:45PM'],
    ['11:59', '11:59AM'],
    ['23:00', '11PM'],
  ])('%s → %s', (time, text) => {
    expect(formatHour12(time)).toBe(text);
  });
});

describe('summarizeHours: "{earliest start}–{latest end}, {days}"', () => {
  it.each([
    ['Mon–Sat', week({ mon: open(), tue: open(), wed: open(), thu: open(), fri: open(), sat: open() }), '9AM–5PM, Mon–Sat'],
    [
      'every day',
      week({ mon: open(), tue: open(), wed: open(), thu: open(), fri: open(), sat: open(), sun: open() }),
      '9AM–5PM, Every day',
    ],
    ['a single day', week({ mon: open() }), '9AM–5PM, Mon'],
    ['only Sunday', week({ sun: open('10:00', '16:00') }), '10AM–4PM, Sun'],
    ['consecutive weekdays', week({ mon: open(), tue: open(), wed: open(), thu: open(), fri: open() }), '9AM–5PM, Mon–Fri'],
    ['a weekend', week({ sat: open(), sun: open() }), '9AM–5PM, Sat–Sun'],
    ['scattered days', week({ mon: open(), wed: open(), fri: open() }), '9AM–5PM, Mon, Wed, Fri'],
    ['no wrap from Sunday to Monday', week({ sat: open(), sun: open(), mon: open() }), '9AM–5PM, Mon, Sat, Sun'],
    [
      'earliest start and latest end across days (spec standard preset, with a late Thursday)',
      week({ mon: open(), tue: open(), wed: open(), thu: open('09:00', '19:30'), fri: open(), sat: open('09:00', '13:00') }),
      '9AM–7:30PM, Mon–Sat',
    ],
    [
      'a closed day’s times are ignored',
      week({ mon: open('10:00', '16:00'), tue: { open: false, start: '06:00', end: '23:00' } }),
      '10AM–4PM, Mon',
    ],
    ['from midnight to noon', week({ fri: open('00:00', '12:00') }), '12AM–12PM, Fri'],
  ])('%s', (_label, hours, text) => {
    expect(summarizeHours(hours)).toBe(text);
  });

  it('says "Hours not set" when no day is open (spec §8)', () => {
    expect(summarizeHours(week({}))).toBe('Hours not set');
  });

  it.each([null, undefined])('falls back to the usual week when hours are %s (spec §8)', (hours) => {
    expect(summarizeHours(hours)).toBe('9AM–5PM, Mon–Fri');
  });
});

describe('converting between the public shape and weekly entries', () => {
  const standard = week({ mon: open(), tue: open(), wed: open(), thu: open(), fri: open(), sat: open('09:00', '13:00') });

  it('numbers days from Sunday = 0 and leaves closed days out', () => {
    expect(salonHoursToWeekly(standard)).toEqual([
      { dayOfWeek: 1, start: '09:00', end: '17:00' },
      { dayOfWeek: 2, start: '09:00', end: '17:00' },
      { dayOfWeek: 3, start: '09:00', end: '17:00' },
      { dayOfWeek: 4, start: '09:00', end: '17:00' },
      { dayOfWeek: 5, start: '09:00', end: '17:00' },
      { dayOfWeek: 6, start: '09:00', end: '13:00' },
    ]);
    expect(salonHoursToWeekly(week({ sun: open('10:00', '14:00') }))).toEqual([{ dayOfWeek: 0, start: '10:00', end: '14:00' }]);
  });

  it('round-trips, with closed days at the 09:00–17:00 default', () => {
    const customClosed = { ...standard, sun: { open: false, start: '07:00', end: '08:00' } };
    expect(weeklyToSalonHours(salonHoursToWeekly(customClosed))).toEqual(standard);
  });

  it('shows a split day from its first start to its last end', () => {
    const hours = weeklyToSalonHours([
      { dayOfWeek: 3, start: '13:00', end: '18:00' },
      { dayOfWeek: 3, start: '09:00', end: '12:00' },
    ]);
    expect(hours.wed).toEqual({ open: true, start: '09:00', end: '18:00' });
    expect(hours.mon).toEqual(closed);
  });
});
