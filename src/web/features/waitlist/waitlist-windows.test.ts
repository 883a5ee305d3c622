import { describe, expect, it } from 'vitest';
import { MAX_WAITLIST_WINDOWS } from '../../../core/schemas/waitlist.schema.ts';
import type { SalonHours } from '../../../core/schemas/salon.schema.ts';
import { FALLBACK_HOURS, firstWindow, hoursOn, MAX_WINDOWS, windowLabel, withAnotherDay, withoutWindow } from './waitlist-windows.ts';

const open = (start: string, end: string) => ({ open: true, start, end });
const closed = { open: false, start: '09:00', end: '17:00' };
// Closed on Sundays and Mondays; Saturday short.
const HOURS: SalonHours = {
  mon: closed,
  tue: open('09:00', '18:00'),
  wed: open('09:00', '18:00'),
  thu: open('10:00', '20:00'),
  fri: open('09:00', '18:00'),
  sat: open('09:00', '14:00'),
  sun: closed,
};

describe('the waitlist windows a client fills in', () => {
  it('may name as many windows as the server takes', () => {
    expect(MAX_WINDOWS).toBe(MAX_WAITLIST_WINDOWS);
  });

  it("starts with the chosen date across the salon's hours that day", () => {
    expect(firstWindow('2027-03-06', HOURS)).toEqual({ date: '2027-03-06', from: '09:00', to: '14:00' }); // a Saturday
    expect(firstWindow('2027-03-04', HOURS)).toEqual({ date: '2027-03-04', from: '10:00', to: '20:00' }); // a Thursday
  });

  it('falls back to 09:00–17:00 where the hours are not known or the salon is closed', () => {
    expect(hoursOn('2027-03-06', null)).toEqual(FALLBACK_HOURS);
    expect(hoursOn('2027-03-07', HOURS)).toEqual({ from: '09:00', to: '17:00' }); // a Sunday
  });

  it("adds the next day the salon opens after the last window's", () => {
    const windows = [firstWindow('2027-03-06', HOURS)]; // Saturday: Sunday and Monday are closed
    expect(withAnotherDay(windows, HOURS, '2027-03-01')).toEqual([
      windows[0],
      { date: '2027-03-09', from: '09:00', to: '18:00' }, // Tuesday
    ]);
  });

  it('adds the next day when the hours are not known', () => {
    const windows = [firstWindow('2027-03-06', null)];
    expect(withAnotherDay(windows, null, '2027-03-01').at(-1)).toEqual({ date: '2027-03-07', ...FALLBACK_HOURS });
  });

  it('adds no more than three', () => {
    let windows = [firstWindow('2027-03-02', HOURS)];
    for (let i = 0; i < 5; i++) windows = withAnotherDay(windows, HOURS, '2027-03-01');
    expect(windows.map((w) => w.date)).toEqual(['2027-03-02', '2027-03-03', '2027-03-04']);
  });

  it('removes a window but never the last one', () => {
    const windows = withAnotherDay([firstWindow('2027-03-02', HOURS)], HOURS, '2027-03-01');
    expect(withoutWindow(windows, 0)).toEqual([windows[1]]);
    expect(withoutWindow([windows[0]!], 0)).toEqual([windows[0]]);
  });

  it('reads a window in words', () => {
    expect(windowLabel({ date: '2027-03-06', from: '09:00', to: '13:00' })).toBe('Saturday 6 March 2027, 09:00 to 13:00');
  });
});
