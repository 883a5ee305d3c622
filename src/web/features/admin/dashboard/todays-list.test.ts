import { describe, expect, it } from 'vitest';
import { leftOutText, todaysShortList, todaysVisits } from './todays-list.ts';

// Ten hour-long visits from 09:00 (GMT) on 26 November 2026.
const day = Array.from({ length: 10 }, (_, i) => ({ id: i, end: `2026-11-26T${String(10 + i).padStart(2, '0')}:00:00.000Z` }));
const at = (time: string) => new Date(`2026-11-26T${time}:00.000Z`);
const ids = (list: { shown: ReadonlyArray<{ id: number | string }> }) => list.shown.map((a) => a.id);

describe("today's panel on a busy day", () => {
  it('shows every appointment of a quiet day, leaving none out', () => {
    expect(todaysShortList(day.slice(0, 4), at('12:00'), 6)).toEqual({ shown: day.slice(0, 4), earlier: 0, later: 0 });
  });

  it('shows the one in the chair now and the next ones, and counts those before and after them', () => {
    const list = todaysShortList(day, at('11:30'), 3);
    expect(ids(list)).toEqual([2, 3, 4]);
    expect(list).toMatchObject({ earlier: 2, later: 5 });
  });

  it('shows the last ones still to finish near the end of the day, and the day’s last few once it has passed', () => {
    const late = todaysShortList(day, at('17:30'), 3);
    expect(ids(late)).toEqual([8, 9]);
    expect(late).toMatchObject({ earlier: 8, later: 0 });
    const over = todaysShortList(day, at('20:00'), 3);
    expect(ids(over)).toEqual([7, 8, 9]);
    expect(over).toMatchObject({ earlier: 7, later: 0 });
  });

  it('leaves out the visits that have ended even when a long one begun before them goes on', () => {
    const allDay = { id: 'all day', end: '2026-11-26T17:00:00.000Z' };
    const list = todaysShortList([allDay, ...day], at('13:30'), 3);
    expect(ids(list)).toEqual(['all day', 4, 5]);
    expect(list).toMatchObject({ earlier: 4, later: 4 });
  });
});

describe("what 'Show all' would add, in words", () => {
  it.each([
    [{ earlier: 13, later: 0 }, '13 earlier today'],
    [{ earlier: 0, later: 2 }, '2 later today'],
    [{ earlier: 3, later: 4 }, '3 earlier and 4 later today'],
    [{ earlier: 0, later: 0 }, ''],
  ])('%o → %s', (left, said) => {
    expect(leftOutText(left)).toBe(said);
  });
});

describe("today's panel, visit by visit", () => {
  it('gives a visit of three services one card listing them, and ends it when its last service ends (issue 40)', () => {
    const part = (id: string, end: string, visit: string | null) => ({
      _id: id,
      end: at(end).toISOString(),
      partOfVisit: visit ? { _id: visit, place: 0, of: 3 } : null,
    });
    const visits = todaysVisits([
      part('colour', '10:30', 'colour'),
      part('trim', '10:40', null),
      part('cut', '11:30', 'colour'),
      part('brows', '11:50', 'colour'),
    ]);
    expect(visits.map((v) => [v.first._id, v.services.map((s) => s._id), v.end])).toEqual([
      ['colour', ['colour', 'cut', 'brows'], at('11:50').toISOString()],
      ['trim', ['trim'], at('10:40').toISOString()],
    ]);
  });
});
