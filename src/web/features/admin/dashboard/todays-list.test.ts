import { describe, expect, it } from 'vitest';
import { todaysShortList } from './todays-list.ts';

// Ten hour-long visits from 09:00 (GMT) on 26 November 2026.
const day = Array.from({ length: 10 }, (_, i) => ({ id: i, end: `2026-11-26T${String(10 + i).padStart(2, '0')}:00:00.000Z` }));
const at = (time: string) => new Date(`2026-11-26T${time}:00.000Z`);

describe("today's panel on a busy day", () => {
  it('shows every appointment of a quiet day', () => {
    expect(todaysShortList(day.slice(0, 4), at('12:00'), 6)).toEqual(day.slice(0, 4));
  });

  it('shows the one in the chair now and the next ones', () => {
    expect(todaysShortList(day, at('11:30'), 3).map((a) => a.id)).toEqual([2, 3, 4]);
  });

  it('shows the last ones still to finish near the end of the day, and the day’s last few once it has passed', () => {
    expect(todaysShortList(day, at('17:30'), 3).map((a) => a.id)).toEqual([8, 9]);
    expect(todaysShortList(day, at('20:00'), 3).map((a) => a.id)).toEqual([7, 8, 9]);
  });

  it('leaves out the visits that have ended even when a long one begun before them goes on', () => {
    const allDay = { id: 'all day', end: '2026-11-26T17:00:00.000Z' };
    expect(todaysShortList([allDay, ...day], at('13:30'), 3).map((a) => a.id)).toEqual(['all day', 4, 5]);
  });
});
