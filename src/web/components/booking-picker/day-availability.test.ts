import { describe, expect, it } from 'vitest';
import { mayPress, pendingChoice, unavailableReason, type DayRules } from './day-availability.ts';

// Tuesday 1 December 2026; the diary works Monday to Saturday.
const rules: DayRules = {
  today: '2026-12-01',
  workingDays: new Set([1, 2, 3, 4, 5, 6]),
  fullyBooked: new Set(['2026-12-03']),
  notWorking: new Set(['2026-12-04']),
  closed: new Map([
    ['2026-12-25', 'Christmas Day'],
    ['2026-12-27', 'Christmas Day'],
    ['2026-12-30', ''],
  ]),
  checking: false,
};

describe("why a date on '/times' cannot be chosen", () => {
  it.each([
    ['a past date', '2026-11-30', 'Past date'],
    ['a day nobody works that week day', '2026-12-06', 'Not working'],
    ['a day the beautician is off', '2026-12-04', 'Not working'],
    ['a fully booked day', '2026-12-03', 'Fully booked'],
    ['a closed day, with its name', '2026-12-25', 'Closed: Christmas Day'],
    ['a closed Sunday, named rather than Not working', '2026-12-27', 'Closed: Christmas Day'],
    ['a closure without a name', '2026-12-30', 'Closed'],
    ['a free day', '2026-12-02', undefined],
  ])('%s', (_case, date, reason) => {
    expect(unavailableReason(date, rules)).toBe(reason);
  });

  it('says a free working day is being checked until the month has arrived', () => {
    expect(unavailableReason('2026-12-02', { ...rules, checking: true })).toBe('Checking availability');
  });
});

describe('a day pressed while its month is being checked (issue 40)', () => {
  const checking = { ...rules, fullyBooked: new Set<string>(), checking: true };

  it('may be pressed, and waits for the month’s answer rather than doing nothing', () => {
    expect(mayPress(unavailableReason('2026-12-03', checking))).toBe(true);
    expect(pendingChoice('2026-12-03', '2026-12', checking)).toBe('wait');
    // What is known without the answer is known at once: a past, closed or non-working day is never chosen.
    expect(mayPress(unavailableReason('2026-12-25', checking))).toBe(false);
    expect(pendingChoice('2026-12-06', '2026-12', checking)).toBe('drop');
  });

  it('is chosen once the answer says it is open, and dropped if it is full or another month is shown', () => {
    expect(pendingChoice('2026-12-02', '2026-12', rules)).toBe('choose');
    expect(pendingChoice('2026-12-03', '2026-12', rules)).toBe('drop');
    expect(pendingChoice('2026-12-02', '2027-01', rules)).toBe('drop');
  });
});
