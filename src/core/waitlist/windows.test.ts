import { describe, expect, it } from 'vitest';
import { lastWindowEnd, startsInWindow, windowsAhead } from './windows.ts';

const zone = 'Europe/London';
const saturday = { date: '2027-03-27', from: '09:00', to: '13:00' };
const changeDay = { date: '2027-03-28', from: '09:00', to: '13:00' };

describe('waitlist windows', () => {
  it('matches a start in the range, ends included, in salon time', () => {
    expect(startsInWindow(new Date('2027-03-27T09:00:00Z'), saturday, zone)).toBe(true);
    expect(startsInWindow(new Date('2027-03-27T13:00:00Z'), saturday, zone)).toBe(true);
    expect(startsInWindow(new Date('2027-03-27T13:15:00Z'), saturday, zone)).toBe(false);
  });

  it('reads the day the clocks go forward in summer time', () => {
    // 09:00 BST is 08:00 UTC on 28 March 2027.
    expect(startsInWindow(new Date('2027-03-28T08:00:00Z'), changeDay, zone)).toBe(true);
    expect(startsInWindow(new Date('2027-03-28T12:30:00Z'), changeDay, zone)).toBe(false);
  });

  it('ends an entry when its last window passes', () => {
    expect(lastWindowEnd([saturday, changeDay], zone).toISOString()).toBe('2027-03-28T12:00:00.000Z');
    expect(windowsAhead([saturday, changeDay], new Date('2027-03-27T14:00:00Z'), zone)).toEqual([changeDay]);
  });
});
