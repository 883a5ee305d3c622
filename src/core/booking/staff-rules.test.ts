import { describe, expect, it } from 'vitest';
import { brokenStaffRules, confirmationQuestion, type StaffBookingFacts } from './staff-rules.ts';

const weekdays = [1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, start: '09:00', end: '17:00' }));
const facts = (start: string, minutes: number, more: Partial<StaffBookingFacts> = {}): StaffBookingFacts => ({
  start: new Date(start),
  end: new Date(new Date(start).getTime() + minutes * 60_000),
  now: new Date('2026-11-23T08:00:00Z'),
  zone: 'Europe/London',
  salonHours: weekdays,
  beauticianHours: weekdays,
  inTimeOff: false,
  ...more,
});

describe('the rules staff may break after confirming', () => {
  it('breaks none inside working hours, later than now, outside time off (the notice never applies to staff)', () => {
    expect(brokenStaffRules(facts('2026-11-23T09:30:00Z', 60))).toEqual([]);
  });

  it.each([
    ['past', facts('2026-11-23T07:30:00Z', 30), ['past', 'outside_hours']],
    ['after hours', facts('2026-11-24T16:30:00Z', 60), ['outside_hours']],
    ['a Sunday', facts('2026-11-29T10:00:00Z', 60), ['outside_hours']],
    ['the beautician off that day', facts('2026-11-24T10:00:00Z', 60, { beauticianHours: [{ dayOfWeek: 1, start: '09:00', end: '17:00' }] }), ['outside_hours']],
    ['time off', facts('2026-11-24T10:00:00Z', 60, { inTimeOff: true }), ['time_off']],
  ] as const)('names what %s breaks', (_what, given, rules) => {
    expect(brokenStaffRules(given)).toEqual(rules);
  });

  it('reads the wall clock in London on the day the clocks go forward', () => {
    // Monday 30 March 2026, 08:30 UTC is 09:30 BST: inside the day.
    expect(brokenStaffRules(facts('2026-03-30T08:30:00Z', 60, { now: new Date('2026-03-01T00:00:00Z') }))).toEqual([]);
    expect(brokenStaffRules(facts('2026-03-30T07:30:00Z', 60, { now: new Date('2026-03-01T00:00:00Z') }))).toEqual(['outside_hours']);
  });

  it('asks in one sentence', () => {
    expect(confirmationQuestion(['past', 'outside_hours', 'time_off'], 'Alice', 'Save')).toBe(
      "This time is in the past, is outside Alice's working hours and falls in Alice's time off or a salon closure. Save it anyway?",
    );
    expect(confirmationQuestion(['time_off'], 'Alice')).toBe("This time falls in Alice's time off or a salon closure. Book it anyway?");
  });
});
