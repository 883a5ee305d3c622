import { describe, expect, it } from 'vitest';
import { SALON_TIME_ZONE, timeInZone, zonedDateTime } from '../time.ts';
import { fullyBookedDates } from './fully-booked.ts';
import { generateSlots, type SlotRules, type WeeklyHours } from './slots.ts';
import { dayState, monthDaysOff, type OffRange } from './time-off.ts';
import { wholeDaysRange } from './whole-days.ts';

const Z = SALON_TIME_ZONE;
const weekly = (start: string, end: string, days: number[]): WeeklyHours[] => days.map((dayOfWeek) => ({ dayOfWeek, start, end }));
const MON_TO_SAT = [1, 2, 3, 4, 5, 6];
const SALON = weekly('09:00', '17:00', MON_TO_SAT);
const FULL_TIMER = { salonHours: SALON, beauticianHours: weekly('09:00', '17:00', MON_TO_SAT) };
const MORNINGS = { salonHours: SALON, beauticianHours: weekly('09:00', '13:00', [1, 2, 3]) };
const SIXTY = { durationMin: 60, bufferBeforeMin: 0, bufferAfterMin: 0 };

const closure = (startDate: string, endDate: string, label: string): OffRange => ({
  ...wholeDaysRange(startDate, endDate, Z),
  kind: 'closure',
  label,
});
const timeOff = (date: string, from: string, to: string): OffRange => ({
  start: zonedDateTime(date, from, Z),
  end: zonedDateTime(date, to, Z),
  kind: 'time_off',
  label: '',
});
const daysOff = (startDate: string, endDate: string): OffRange => ({
  ...wholeDaysRange(startDate, endDate, Z),
  kind: 'time_off',
  label: '',
});

const rules = (nowIso: string): SlotRules => ({ zone: Z, now: new Date(nowIso), minNoticeMinutes: 0, horizonMonths: 3, stepMinutes: 15 });

describe('dayState: a date for one beautician, time off and closures taken out', () => {
  // Monday 7 December 2026; Sunday 6 December, when the salon does not open.
  it.each([
    ['no time off', FULL_TIMER, '2026-12-07', [], { state: 'open' }],
    [
      'a closure of the day',
      FULL_TIMER,
      '2026-12-07',
      [closure('2026-12-07', '2026-12-07', 'Staff training')],
      { state: 'closed', label: 'Staff training' },
    ],
    [
      'a closure over several days',
      FULL_TIMER,
      '2026-12-08',
      [closure('2026-12-07', '2026-12-09', 'Refit')],
      { state: 'closed', label: 'Refit' },
    ],
    [
      'a closure on a day the salon does not open',
      FULL_TIMER,
      '2026-12-06',
      [closure('2026-12-06', '2026-12-06', 'Refit')],
      { state: 'closed', label: 'Refit' },
    ],
    [
      'a morning closed, the afternoon open',
      FULL_TIMER,
      '2026-12-07',
      [{ ...timeOff('2026-12-07', '00:00', '13:00'), kind: 'closure', label: 'Half day' }],
      { state: 'open' },
    ],
    ['her working hours all off', MORNINGS, '2026-12-07', [timeOff('2026-12-07', '09:00', '13:00')], { state: 'off' }],
    ['an afternoon off', FULL_TIMER, '2026-12-07', [timeOff('2026-12-07', '13:00', '17:00')], { state: 'open' }],
    ['a fortnight off', FULL_TIMER, '2026-12-10', [daysOff('2026-12-07', '2026-12-20')], { state: 'off' }],
    ['a day she does not work', MORNINGS, '2026-12-10', [], { state: 'no_hours' }],
    ['time off on a day she does not work', MORNINGS, '2026-12-10', [daysOff('2026-12-10', '2026-12-10')], { state: 'no_hours' }],
    [
      'the 23-hour day, closed',
      FULL_TIMER,
      '2026-03-28',
      [closure('2026-03-28', '2026-03-29', 'Spring break')],
      { state: 'closed', label: 'Spring break' },
    ],
    ['the 25-hour day, off all day', FULL_TIMER, '2026-10-24', [daysOff('2026-10-24', '2026-10-25')], { state: 'off' }],
  ] as const)('%s', (_case, hours, date, off, expected) => {
    expect(dayState(date, hours, [...off], Z)).toEqual(expected);
  });
});

describe('monthDaysOff: the days time off and closures rule out', () => {
  const NOW = rules('2026-11-30T08:00:00Z');
  const christmas = closure('2026-12-25', '2026-12-26', 'Christmas');

  it('names closed days and lists days one beautician is off, from today on', () => {
    const off = [daysOff('2026-12-01', '2026-12-02'), timeOff('2026-12-03', '13:00', '17:00'), christmas];
    expect(monthDaysOff(2026, 12, [{ hours: FULL_TIMER, off }], NOW)).toEqual({
      notWorking: ['2026-12-01', '2026-12-02'],
      closed: [
        { date: '2026-12-25', label: 'Christmas' },
        { date: '2026-12-26', label: 'Christmas' },
      ],
    });
  });

  it("for 'any', a day is off only when every candidate is", () => {
    const full = { hours: FULL_TIMER, off: [daysOff('2026-12-07', '2026-12-10')] };
    // Mornings works Monday to Wednesday: off on Monday 7th and Wednesday 9th, working on Tuesday 8th.
    const mornings = { hours: MORNINGS, off: [daysOff('2026-12-07', '2026-12-07'), daysOff('2026-12-09', '2026-12-09')] };
    // 7th: both off. 8th: Mornings works. 9th: Mornings is off. 10th: Mornings does not work Thursdays.
    expect(monthDaysOff(2026, 12, [full, mornings], NOW).notWorking).toEqual(['2026-12-07', '2026-12-09', '2026-12-10']);
  });

  it('leaves out dates past the booking horizon and before today', () => {
    const off = [daysOff('2026-11-01', '2027-03-31')];
    const { notWorking } = monthDaysOff(2026, 11, [{ hours: FULL_TIMER, off }], NOW);
    expect(notWorking).toEqual(['2026-11-30']);
    // Three months from 30 November: the last bookable date is Sunday 28 February, when the salon does not open.
    expect(monthDaysOff(2027, 2, [{ hours: FULL_TIMER, off }], NOW).notWorking.at(-1)).toBe('2027-02-27');
    expect(monthDaysOff(2027, 3, [{ hours: FULL_TIMER, off }], NOW).notWorking).toEqual([]);
  });
});

describe('time off in slots and fully booked days', () => {
  const NOW = rules('2026-03-01T08:00:00Z');

  it('takes time off out of the slots like an appointment, on the 23-hour day too', () => {
    // Sunday 29 March 2026: clocks go forward at 01:00. The beautician works 09:00–17:00 BST, off until 12:00.
    const everyDay = weekly('09:00', '17:00', [0]);
    const day = { salonHours: everyDay, beauticianHours: everyDay, busy: [], off: [timeOff('2026-03-29', '09:00', '12:00')] };
    const slots = generateSlots('2026-03-29', day, SIXTY, NOW);
    expect(timeInZone(slots[0]!.start, Z)).toBe('12:00');
    expect(slots[0]!.start.toISOString()).toBe('2026-03-29T11:00:00.000Z');
    expect(slots).toHaveLength(17);
  });

  it('never marks a day off as fully booked, but does a day whose working time left is full', () => {
    const candidate = {
      hours: FULL_TIMER,
      busy: [{ start: zonedDateTime('2026-03-03', '09:00', Z), end: zonedDateTime('2026-03-03', '13:00', Z) }],
      off: [daysOff('2026-03-02', '2026-03-02'), timeOff('2026-03-03', '13:00', '17:00')],
    };
    const dates = fullyBookedDates(2026, 3, [candidate], SIXTY, NOW);
    expect(dates).toEqual(['2026-03-03']);
  });
});
