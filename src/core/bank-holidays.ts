/**
 * Bank holidays of England and Wales, 2026–2030, shipped with the app: nothing is downloaded at run time
 * (docs/decisions/0024).
 *
 * Source: 2026 and 2027 are GOV.UK's list, https://www.gov.uk/bank-holidays.json ('england-and-wales'), published
 * under the Open Government Licence v3.0 (https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/).
 * GOV.UK does not publish 2028–2030 yet: those are worked out from the statutory rules (the Banking and Financial
 * Dealings Act 1971 and the usual royal proclamations): New Year's Day, Good Friday, Easter Monday, the first and
 * last Mondays of May, the last Monday of August, Christmas Day and Boxing Day, a holiday falling on a weekend
 * moving to the next weekday that is not already one. A one-off change (an extra day, a moved May holiday) is
 * announced a year or more ahead: check these against GOV.UK's list when it covers them.
 * bank-holidays.test.ts checks every date here against those rules.
 */
export interface BankHoliday {
  /** YYYY-MM-DD, a London date */
  date: string;
  /** GOV.UK's title */
  name: string;
}

const SUBSTITUTE = ' (substitute day)';

export const BANK_HOLIDAYS_ENGLAND_AND_WALES: readonly BankHoliday[] = [
  { date: '2026-01-01', name: 'New Year’s Day' },
  { date: '2026-04-03', name: 'Good Friday' },
  { date: '2026-04-06', name: 'Easter Monday' },
  { date: '2026-05-04', name: 'Early May bank holiday' },
  { date: '2026-05-25', name: 'Spring bank holiday' },
  { date: '2026-08-31', name: 'Summer bank holiday' },
  { date: '2026-12-25', name: 'Christmas Day' },
  { date: '2026-12-28', name: `Boxing Day${SUBSTITUTE}` },
  { date: '2027-01-01', name: 'New Year’s Day' },
  { date: '2027-03-26', name: 'Good Friday' },
  { date: '2027-03-29', name: 'Easter Monday' },
  { date: '2027-05-03', name: 'Early May bank holiday' },
  { date: '2027-05-31', name: 'Spring bank holiday' },
  { date: '2027-08-30', name: 'Summer bank holiday' },
  { date: '2027-12-27', name: `Christmas Day${SUBSTITUTE}` },
  { date: '2027-12-28', name: `Boxing Day${SUBSTITUTE}` },
  // From here on: the statutory rules (see above), not yet on GOV.UK's list.
  { date: '2028-01-03', name: `New Year’s Day${SUBSTITUTE}` },
  { date: '2028-04-14', name: 'Good Friday' },
  { date: '2028-04-17', name: 'Easter Monday' },
  { date: '2028-05-01', name: 'Early May bank holiday' },
  { date: '2028-05-29', name: 'Spring bank holiday' },
  { date: '2028-08-28', name: 'Summer bank holiday' },
  { date: '2028-12-25', name: 'Christmas Day' },
  { date: '2028-12-26', name: 'Boxing Day' },
  { date: '2029-01-01', name: 'New Year’s Day' },
  { date: '2029-03-30', name: 'Good Friday' },
  { date: '2029-04-02', name: 'Easter Monday' },
  { date: '2029-05-07', name: 'Early May bank holiday' },
  { date: '2029-05-28', name: 'Spring bank holiday' },
  { date: '2029-08-27', name: 'Summer bank holiday' },
  { date: '2029-12-25', name: 'Christmas Day' },
  { date: '2029-12-26', name: 'Boxing Day' },
  { date: '2030-01-01', name: 'New Year’s Day' },
  { date: '2030-04-19', name: 'Good Friday' },
  { date: '2030-04-22', name: 'Easter Monday' },
  { date: '2030-05-06', name: 'Early May bank holiday' },
  { date: '2030-05-27', name: 'Spring bank holiday' },
  { date: '2030-08-26', name: 'Summer bank holiday' },
  { date: '2030-12-25', name: 'Christmas Day' },
  { date: '2030-12-26', name: 'Boxing Day' },
];

/** The bank holidays that stand for a fixed date, moved to a weekday when that date falls on a weekend. */
const FIXED_DATES: ReadonlyArray<{ name: string; monthDay: string }> = [
  { name: 'New Year’s Day', monthDay: '01-01' },
  { name: 'Christmas Day', monthDay: '12-25' },
  { name: 'Boxing Day', monthDay: '12-26' },
];

/**
 * The days the import offers to close (docs/decisions/0024): every bank holiday, and where Christmas Day, Boxing Day
 * or New Year's Day fell on a weekend and the bank holiday moved to a weekday (a 'substitute day'), the day itself
 * too. A salon open on Saturdays would otherwise stay bookable on Christmas Day 2027, a Saturday. Each can be
 * unticked, as any other. Soonest first.
 */
export const SALON_CLOSING_DAYS: readonly BankHoliday[] = [
  ...BANK_HOLIDAYS_ENGLAND_AND_WALES,
  ...BANK_HOLIDAYS_ENGLAND_AND_WALES.flatMap((h) => {
    const fixed = FIXED_DATES.find((f) => h.name === `${f.name}${SUBSTITUTE}`);
    return fixed ? [{ date: `${h.date.slice(0, 4)}-${fixed.monthDay}`, name: fixed.name }] : [];
  }),
].sort((a, b) => a.date.localeCompare(b.date));

/** The days the import offers from `today` on (London dates), soonest first. */
export function upcomingBankHolidays(today: string): BankHoliday[] {
  return SALON_CLOSING_DAYS.filter((h) => h.date >= today);
}
