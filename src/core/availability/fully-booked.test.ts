import { describe, expect, it } from 'vitest';
import { SALON_TIME_ZONE, dayOfWeek, daysOfMonth, zonedDateTime } from '../time.ts';
import { fullyBookedDates } from './fully-booked.ts';
import type { SlotRules, WeeklyHours } from './slots.ts';
import type { TimeRange } from './time-ranges.ts';

const weekly = (start: string, end: string, days: number[]): WeeklyHours[] => days.map((dayOfWeek) => ({ dayOfWeek, start, end }));
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const WEEKDAYS = [1, 2, 3, 4, 5];
const SALON = weekly('09:00', '17:00', EVERY_DAY);
const SIXTY_MINUTES = { durationMin: 60, bufferBeforeMin: 0, bufferAfterMin: 0 };

const rules = (nowIso: string, horizonMonths = 3): SlotRules => ({
  zone: SALON_TIME_ZONE,
  now: new Date(nowIso),
  minNoticeMinutes: 0,
  horizonMonths,
  stepMinutes: 15,
});

/** 09:00–17:00 London time booked on each given date (as the server's busy ranges would arrive). */
const bookedSolid = (dates: string[]): TimeRange[] =>
  dates.map((date) => ({
    start: zonedDateTime(date, '09:00', SALON_TIME_ZONE),
    end: zonedDateTime(date, '17:00', SALON_TIME_ZONE),
  }));
const weekdaysOf = (year: number, month: number): string[] => daysOfMonth(year, month).filter((date) => WEEKDAYS.includes(dayOfWeek(date)));

describe('fullyBookedDates for one beautician', () => {
  // February 2026 starts on a Sunday; "today" is Tuesday 10 February.
  const weekdayBeautician = { salonHours: SALON, beauticianHours: weekly('09:00', '17:00', WEEKDAYS) };

  it('lists every working day from today on, not weekends or past days', () => {
    const candidate = { hours: weekdayBeautician, busy: bookedSolid(weekdaysOf(2026, 2)) };
    expect(fullyBookedDates(2026, 2, [candidate], SIXTY_MINUTES, rules('2026-02-10T08:00:00Z'))).toEqual([
      '2026-02-10',
      '2026-02-11',
      '2026-02-12',
      '2026-02-13',
      '2026-02-16',
      '2026-02-17',
      '2026-02-18',
      '2026-02-19',
      '2026-02-20',
      '2026-02-23',
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
    ]);
  });

  it('reads one busy range spanning the whole month', () => {
    const wholeMonth = { start: new Date('2026-01-25T00:00:00Z'), end: new Date('2026-03-05T00:00:00Z') };
    const result = fullyBookedDates(
      2026,
      2,
      [{ hours: weekdayBeautician, busy: [wholeMonth] }],
      SIXTY_MINUTES,
      rules('2026-02-01T08:00:00Z'),
    );
    expect(result).toEqual(weekdaysOf(2026, 2));
  });

  it('leaves out a day with room for the service, but not one with too little room', () => {
    const busy = [
      ...bookedSolid(weekdaysOf(2026, 2).filter((d) => d !== '2026-02-18')),
      { start: new Date('2026-02-18T09:00:00Z'), end: new Date('2026-02-18T12:00:00Z') },
      { start: new Date('2026-02-18T13:00:00Z'), end: new Date('2026-02-18T17:00:00Z') },
    ];
    const candidate = { hours: weekdayBeautician, busy };
    const today = rules('2026-02-16T08:00:00Z');
    expect(fullyBookedDates(2026, 2, [candidate], SIXTY_MINUTES, today)).not.toContain('2026-02-18');
    const ninetyMinutes = { ...SIXTY_MINUTES, durationMin: 90 };
    expect(fullyBookedDates(2026, 2, [candidate], ninetyMinutes, today)).toContain('2026-02-18');
  });

  it('stops at the horizon and answers nothing for a past month', () => {
    const candidate = { hours: weekdayBeautician, busy: bookedSolid(weekdaysOf(2026, 2)) };
    // Horizon of one month from 20 January ends on 20 February (a Friday).
    expect(fullyBookedDates(2026, 2, [candidate], SIXTY_MINUTES, rules('2026-01-20T08:00:00Z', 1)).at(-1)).toBe('2026-02-20');
    expect(fullyBookedDates(2026, 2, [candidate], SIXTY_MINUTES, rules('2026-03-02T08:00:00Z'))).toEqual([]);
  });

  it('marks today once the remaining time is too short, even with no bookings', () => {
    const candidate = { hours: weekdayBeautician, busy: [] };
    expect(fullyBookedDates(2026, 2, [candidate], SIXTY_MINUTES, rules('2026-02-10T16:30:00Z'))).toEqual(['2026-02-10']);
  });

  it('finds the London days of a month with a DST change', () => {
    const everyDay = { salonHours: SALON, beauticianHours: weekly('09:00', '17:00', EVERY_DAY) };
    const march = daysOfMonth(2026, 3);
    const result = fullyBookedDates(2026, 3, [{ hours: everyDay, busy: bookedSolid(march) }], SIXTY_MINUTES, rules('2026-03-01T08:00:00Z'));
    expect(result).toEqual(march);
    // A 1-hour gap at 09:00 BST on the change day (08:00Z), not at 09:00Z, frees that day.
    const gap = bookedSolid(march).flatMap((r) =>
      r.start.toISOString() === '2026-03-29T08:00:00.000Z' ? [{ start: new Date('2026-03-29T09:00:00Z'), end: r.end }] : [r],
    );
    const withGap = fullyBookedDates(2026, 3, [{ hours: everyDay, busy: gap }], SIXTY_MINUTES, rules('2026-03-01T08:00:00Z'));
    expect(withGap).not.toContain('2026-03-29');
    expect(withGap).toHaveLength(30);
  });
});

describe('fullyBookedDates for any beautician', () => {
  const now = rules('2026-02-01T08:00:00Z');
  const full = {
    hours: { salonHours: SALON, beauticianHours: weekly('09:00', '17:00', WEEKDAYS) },
    busy: bookedSolid(weekdaysOf(2026, 2)),
  };

  it('lists nothing while a second beautician still has time', () => {
    const free = { hours: { salonHours: SALON, beauticianHours: weekly('09:00', '17:00', WEEKDAYS) }, busy: [] };
    expect(fullyBookedDates(2026, 2, [full, free], SIXTY_MINUTES, now)).toEqual([]);
  });

  it('lists a day only when everyone working that day is full', () => {
    const fridaysAndSaturdays = {
      hours: { salonHours: SALON, beauticianHours: weekly('09:00', '17:00', [5, 6]) },
      busy: [],
    };
    const result = fullyBookedDates(2026, 2, [full, fridaysAndSaturdays], SIXTY_MINUTES, now);
    expect(result).toEqual(weekdaysOf(2026, 2).filter((date) => dayOfWeek(date) !== 5));
  });
});

describe('fullyBookedDates with a remembered verdict per day', () => {
  const everyDay = { salonHours: SALON, beauticianHours: SALON };

  it('asks the memo only about days wholly past the notice, and answers with what it remembers', () => {
    // Tuesday 10 February 2026, 08:00, with 48 hours' notice: the 10th–12th still depend on the clock.
    const withNotice = { ...rules('2026-02-10T08:00:00Z'), minNoticeMinutes: 48 * 60 };
    const asked: string[] = [];
    const rememberedFull = (date: string) => {
      asked.push(date);
      return date === '2026-02-20';
    };
    const candidate = { hours: everyDay, busy: bookedSolid(['2026-02-11', '2026-02-13']) };
    expect(fullyBookedDates(2026, 2, [candidate], SIXTY_MINUTES, withNotice, rememberedFull)).toEqual([
      '2026-02-10',
      '2026-02-11',
      '2026-02-20',
    ]);
    expect(asked[0]).toBe('2026-02-13');
    expect(asked.at(-1)).toBe('2026-02-28');
  });
});

describe('fullyBookedDates with processing time (docs/decisions/0032)', () => {
  // A colour: 30 min applying, 45 min developing, 30 min rinsing; the salon and Alice work 09:00–11:00 every day.
  const colour = { durationMin: 105, bufferBeforeMin: 0, bufferAfterMin: 0, processingStartMin: 30, processingMin: 45 };
  const shortDay = { salonHours: weekly('09:00', '11:00', EVERY_DAY), beauticianHours: weekly('09:00', '11:00', EVERY_DAY) };
  const at = (time: string) => zonedDateTime('2026-02-12', time, SALON_TIME_ZONE);

  it('finds a day full whose only colour would develop over the beautician’s time off', () => {
    const breakInDevelopment = [{ start: at('10:00'), end: at('10:15') }];
    const candidate = { hours: shortDay, busy: [], off: breakInDevelopment };
    expect(fullyBookedDates(2026, 2, [candidate], colour, rules('2026-02-10T08:00:00Z'))).toContain('2026-02-12');
  });

  it('finds a day free whose colour develops over another appointment', () => {
    const trim = [{ start: at('10:00'), end: at('10:15') }];
    const candidate = { hours: shortDay, busy: trim, off: [] };
    expect(fullyBookedDates(2026, 2, [candidate], colour, rules('2026-02-10T08:00:00Z'))).not.toContain('2026-02-12');
  });
});
