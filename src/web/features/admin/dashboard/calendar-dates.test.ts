import { describe, expect, it } from 'vitest';
import { fromCalendarDate, toCalendarDate, visibleRange, visibleWindow } from './calendar-dates.ts';
import { localizer } from './calendar-localizer.ts';

describe('calendar dates on London time', () => {
  it('round-trips an instant through the calendar, summer and winter', () => {
    for (const iso of ['2026-07-01T09:30:00.000Z', '2026-12-01T09:30:00.000Z', '2026-03-29T01:00:00.000Z']) {
      expect(fromCalendarDate(toCalendarDate(iso)).toISOString()).toBe(iso);
    }
  });

  it('shows London wall time: 08:30 UTC in July is 09:30 on the calendar', () => {
    const wall = toCalendarDate('2026-07-01T08:30:00.000Z');
    expect([wall.getHours(), wall.getMinutes()]).toEqual([9, 30]);
  });

  it('asks for the Monday-first weeks around a month, London midnight to London midnight', () => {
    // November 2026 starts on a Sunday, so the month view opens on Monday 26 October (the day after the clocks go back).
    expect(visibleWindow('month', new Date(2026, 10, 15))).toEqual({
      from: '2026-10-26T00:00:00.000Z',
      to: '2026-12-07T00:00:00.000Z',
    });
  });

  it('asks for exactly the days react-big-calendar’s month grid draws, on every day of two years', () => {
    for (let day = new Date(2026, 0, 1); day.getFullYear() < 2028; day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1)) {
      // The calendar binds its culture (en-GB: Monday first) into the localizer its views use.
      const drawn = localizer.visibleDays(day, { ...localizer, startOfWeek: () => localizer.startOfWeek('en-GB') });
      const { start, end } = visibleRange('month', day);
      expect([start, end]).toEqual([
        drawn[0],
        new Date(drawn.at(-1)!.getFullYear(), drawn.at(-1)!.getMonth(), drawn.at(-1)!.getDate() + 1),
      ]);
      expect(visibleWindow('month', day)).toEqual({ from: fromCalendarDate(start).toISOString(), to: fromCalendarDate(end).toISOString() });
    }
  });

  it('asks for one week from Monday, and one day', () => {
    expect(visibleWindow('week', new Date(2026, 10, 19, 15))).toEqual({ from: '2026-11-16T00:00:00.000Z', to: '2026-11-23T00:00:00.000Z' });
    expect(visibleWindow('day', new Date(2026, 6, 1, 15))).toEqual({ from: '2026-06-30T23:00:00.000Z', to: '2026-07-01T23:00:00.000Z' });
  });

  it('covers the agenda days', () => {
    const { from, to } = visibleWindow('agenda', new Date(2026, 10, 1));
    expect(from).toBe('2026-11-01T00:00:00.000Z');
    expect(to).toBe('2026-12-02T00:00:00.000Z');
  });
});
