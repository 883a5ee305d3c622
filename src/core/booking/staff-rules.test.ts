import { describe, expect, it } from 'vitest';
import type { WeeklyHours } from '../availability/slots.ts';
import {
  brokenStaffRules,
  confirmationQuestion,
  NOTHING_BROKEN,
  visitConfirmationQuestion,
  withTimeOff,
  type StaffBookingFacts,
} from './staff-rules.ts';

const days = (list: number[], start: string, end: string): WeeklyHours[] => list.map((dayOfWeek) => ({ dayOfWeek, start, end }));
// The salon opens Monday to Saturday 09:00–17:00; Alice works Monday to Friday 08:00–18:00, longer than it opens.
const SALON = days([1, 2, 3, 4, 5, 6], '09:00', '17:00');
const ALICE = days([1, 2, 3, 4, 5], '08:00', '18:00');
const facts = (start: string, minutes: number, more: Partial<StaffBookingFacts> = {}): StaffBookingFacts => ({
  start: new Date(start),
  end: new Date(new Date(start).getTime() + minutes * 60_000),
  now: new Date('2026-11-23T08:00:00Z'),
  zone: 'Europe/London',
  salonHours: SALON,
  beauticianHours: ALICE,
  inTimeOff: false,
  ...more,
});
const question = (given: StaffBookingFacts) => confirmationQuestion(brokenStaffRules(given), 'Alice');

describe('the rules staff may break after confirming', () => {
  it('breaks none inside both the salon’s and the beautician’s hours, later than now, outside time off (the notice never applies to staff)', () => {
    expect(brokenStaffRules(facts('2026-11-24T09:30:00Z', 60))).toEqual(NOTHING_BROKEN);
  });

  // Tuesday 24 November 2026 unless said: London is on GMT, so these UTC times are the salon's wall clock.
  it.each([
    [
      'before the salon opens, when the beautician is already at work',
      facts('2026-11-24T08:30:00Z', 60),
      'This time starts before the salon opens at 09:00. Book it anyway?',
    ],
    [
      'after the salon closes, when the beautician is still at work',
      facts('2026-11-24T16:30:00Z', 60),
      'This time ends after the salon closes at 17:00. Book it anyway?',
    ],
    [
      'a Sunday the salon is closed, when the beautician works',
      facts('2026-11-29T10:00:00Z', 60, { beauticianHours: days([0, 1, 2, 3, 4, 5], '08:00', '18:00') }),
      'This time is on a day the salon is closed. Book it anyway?',
    ],
    [
      'a Saturday the salon opens and the beautician does not work',
      facts('2026-11-28T10:00:00Z', 60),
      'This time is on a day Alice does not work. Book it anyway?',
    ],
    [
      'before the beautician starts, the salon open',
      facts('2026-11-24T09:30:00Z', 60, { beauticianHours: days([2], '10:00', '16:00') }),
      'This time starts before Alice starts work at 10:00. Book it anyway?',
    ],
    [
      'after the beautician finishes, the salon open',
      facts('2026-11-24T15:30:00Z', 60, { beauticianHours: days([2], '10:00', '16:00') }),
      'This time ends after Alice finishes work at 16:00. Book it anyway?',
    ],
    [
      'across the beautician’s lunch',
      facts('2026-11-24T12:30:00Z', 60, { beauticianHours: [...days([2], '08:00', '13:00'), ...days([2], '14:00', '18:00')] }),
      "This time is outside Alice's working hours. Book it anyway?",
    ],
    [
      'across the salon’s lunch closure',
      facts('2026-11-24T12:30:00Z', 60, { salonHours: [...days([2], '09:00', '13:00'), ...days([2], '14:00', '17:00')] }),
      "This time is outside the salon's opening hours. Book it anyway?",
    ],
    [
      'before both open, at different times',
      facts('2026-11-24T07:30:00Z', 60),
      'This time starts before the salon opens at 09:00 and starts before Alice starts work at 08:00. Book it anyway?',
    ],
    [
      'after both close at the same time',
      facts('2026-11-24T16:30:00Z', 60, { beauticianHours: SALON }),
      'This time ends after the salon closes and Alice finishes work at 17:00. Book it anyway?',
    ],
    [
      'before both open at the same time',
      facts('2026-11-24T08:30:00Z', 60, { beauticianHours: SALON }),
      'This time starts before the salon opens and Alice starts work at 09:00. Book it anyway?',
    ],
    [
      'a Sunday neither works',
      facts('2026-11-29T10:00:00Z', 60),
      'This time is on a day the salon is closed and Alice does not work. Book it anyway?',
    ],
  ])('names the hours broken %s', (_case, given, asked) => {
    expect(brokenStaffRules(given).rules).toEqual(['outside_hours']);
    expect(question(given)).toBe(asked);
  });

  it('names what each of the other rules breaks', () => {
    expect(brokenStaffRules(facts('2026-11-23T07:30:00Z', 30)).rules).toEqual(['past', 'outside_hours']);
    expect(brokenStaffRules(facts('2026-11-24T10:00:00Z', 60, { inTimeOff: true })).rules).toEqual(['time_off']);
  });

  it('reads the wall clock in London on the day the clocks go forward', () => {
    // Monday 30 March 2026, 08:30 UTC is 09:30 BST: inside the day; 07:30 UTC is 08:30 BST, before the salon opens.
    const spring = { now: new Date('2026-03-01T00:00:00Z') };
    expect(brokenStaffRules(facts('2026-03-30T08:30:00Z', 60, spring))).toEqual(NOTHING_BROKEN);
    expect(question(facts('2026-03-30T07:30:00Z', 60, spring))).toBe('This time starts before the salon opens at 09:00. Book it anyway?');
  });

  it('asks in one sentence, and asks again naming time off met only by the insert', () => {
    const broken = brokenStaffRules(facts('2026-11-23T07:30:00Z', 60, { inTimeOff: true }));
    expect(confirmationQuestion(broken, 'Alice', 'Save')).toBe(
      "This time is in the past, starts before the salon opens at 09:00, starts before Alice starts work at 08:00 and falls in Alice's time off or a salon closure. Save it anyway?",
    );
    const raced = withTimeOff(brokenStaffRules(facts('2026-11-24T10:00:00Z', 60)));
    expect(raced.rules).toEqual(['time_off']);
    expect(confirmationQuestion(raced, 'Alice')).toBe("This time falls in Alice's time off or a salon closure. Book it anyway?");
  });

  it('asks once about a visit of several services, naming each beautician whose part breaks a rule', () => {
    // 16:00: the colour with Alice (to 17:45) runs past the salon's 17:00; Bella's blow-dry after it, past her 17:30 too.
    const BELLA = days([1, 2, 3, 4, 5], '09:00', '17:30');
    const colour = brokenStaffRules(facts('2026-11-24T16:00:00Z', 105));
    const blowDry = brokenStaffRules(facts('2026-11-24T17:45:00Z', 30, { beauticianHours: BELLA }));
    expect(
      visitConfirmationQuestion([
        { broken: colour, beautician: 'Alice' },
        { broken: blowDry, beautician: 'Bella' },
      ]),
    ).toBe('This time ends after the salon closes at 17:00 and ends after Bella finishes work at 17:30. Book it anyway?');
  });
});
