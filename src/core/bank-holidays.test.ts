import { describe, expect, it } from 'vitest';
import { BANK_HOLIDAYS_ENGLAND_AND_WALES, upcomingBankHolidays } from './bank-holidays.ts';
import { addDaysToDate, dayOfWeek } from './time.ts';

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** Easter Sunday (the anonymous Gregorian algorithm, as in Meeus' Astronomical Algorithms). */
function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(year, month, day);
}

const isWeekend = (date: string) => [0, 6].includes(dayOfWeek(date));
const mondayOnOrAfter = (date: string) => addDaysToDate(date, (8 - dayOfWeek(date)) % 7);
const lastMondayOf = (year: number, month: number) => {
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const last = iso(year, month, lastDay);
  return addDaysToDate(last, -((dayOfWeek(last) + 6) % 7));
};

/** The statutory rules: a weekend holiday moves to the next weekday not already taken by another. */
function byTheRules(year: number): string[] {
  const easter = easterSunday(year);
  const newYear = isWeekend(iso(year, 1, 1)) ? mondayOnOrAfter(iso(year, 1, 1)) : iso(year, 1, 1);
  const fixed = [newYear, addDaysToDate(easter, -2), addDaysToDate(easter, 1)];
  const mondays = [mondayOnOrAfter(iso(year, 5, 1)), lastMondayOf(year, 5), lastMondayOf(year, 8)];
  const christmas: string[] = [];
  for (const date of [iso(year, 12, 25), iso(year, 12, 26)]) {
    let day = date;
    while (isWeekend(day) || christmas.includes(day)) day = addDaysToDate(day, 1);
    christmas.push(day);
  }
  return [...fixed, ...mondays, ...christmas].sort();
}

describe('the bank holidays of England and Wales shipped with the app', () => {
  it.each([2026, 2027, 2028, 2029, 2030])('%i follows the statutory rules, eight days on weekdays', (year) => {
    const dates = BANK_HOLIDAYS_ENGLAND_AND_WALES.filter((h) => h.date.startsWith(`${year}-`)).map((h) => h.date);
    expect(dates).toEqual(byTheRules(year));
    expect(dates.filter(isWeekend)).toEqual([]);
  });

  it('names each day as GOV.UK does', () => {
    const named = (date: string) => BANK_HOLIDAYS_ENGLAND_AND_WALES.find((h) => h.date === date)?.name;
    expect(named('2026-12-25')).toBe('Christmas Day');
    expect(named('2026-12-28')).toBe('Boxing Day (substitute day)');
    expect(named('2027-12-27')).toBe('Christmas Day (substitute day)');
    expect(named('2028-01-03')).toBe('New Year’s Day (substitute day)');
  });

  it('lists those from a date on, soonest first', () => {
    expect(upcomingBankHolidays('2030-12-25').map((h) => h.date)).toEqual(['2030-12-25', '2030-12-26']);
    expect(upcomingBankHolidays('2031-01-01')).toEqual([]);
  });

  it('offers the day itself too when Christmas Day, Boxing Day or New Year’s Day fell on a weekend and moved', () => {
    expect(upcomingBankHolidays('2026-12-01').slice(0, 8)).toEqual([
      { date: '2026-12-25', name: 'Christmas Day' },
      // Boxing Day 2026 is a Saturday.
      { date: '2026-12-26', name: 'Boxing Day' },
      { date: '2026-12-28', name: 'Boxing Day (substitute day)' },
      { date: '2027-01-01', name: 'New Year’s Day' },
      { date: '2027-03-26', name: 'Good Friday' },
      { date: '2027-03-29', name: 'Easter Monday' },
      { date: '2027-05-03', name: 'Early May bank holiday' },
      { date: '2027-05-31', name: 'Spring bank holiday' },
    ]);
    // Christmas 2027 is a Saturday and a Sunday; New Year's Day 2028 a Saturday.
    expect(upcomingBankHolidays('2027-12-01').slice(0, 6)).toEqual([
      { date: '2027-12-25', name: 'Christmas Day' },
      { date: '2027-12-26', name: 'Boxing Day' },
      { date: '2027-12-27', name: 'Christmas Day (substitute day)' },
      { date: '2027-12-28', name: 'Boxing Day (substitute day)' },
      { date: '2028-01-01', name: 'New Year’s Day' },
      { date: '2028-01-03', name: 'New Year’s Day (substitute day)' },
    ]);
  });
});
