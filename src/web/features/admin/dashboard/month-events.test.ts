import { describe, expect, it } from 'vitest';
import { monthEvents, monthEventsPerDay } from './month-events.ts';

// Calendar Dates: London wall time in local fields (calendar-dates.ts).
const at = (day: number, hour: number, minutes = 0) => new Date(2026, 10, day, hour, minutes);
const visit = (name: string, day: number, hour: number, lengthMin = 60) => ({ name, start: at(day, hour), end: at(day, hour, lengthMin) });

describe("the month grid's events", () => {
  it("gives each day's first events by start, then end, and keeps every event of the day for '+N more'", () => {
    const events = [
      visit('late', 2, 15),
      visit('long', 2, 9, 90),
      visit('short', 2, 9, 30),
      visit('noon', 2, 12),
      visit('next day', 3, 10),
    ];

    const { events: given, byDay } = monthEvents(events, 2);

    expect(given.map((e) => e.name)).toEqual(['short', 'long', 'next day']);
    expect(byDay.get('2026-11-02')?.map((e) => e.name)).toEqual(['short', 'long', 'noon', 'late']);
    expect(byDay.get('2026-11-03')?.map((e) => e.name)).toEqual(['next day']);
  });

  it('keeps the order it was given between events of the same times, as the calendar does', () => {
    const events = [visit('Gina', 5, 10), visit('Amelia', 5, 10), visit('Chloe', 5, 10)];
    expect(monthEvents(events, 2).events.map((e) => e.name)).toEqual(['Gina', 'Amelia']);
  });

  it('gives more events a day than a week row of the calendar can draw', () => {
    // A 700 px calendar whose month has four weeks: under 175 px a week, room for fewer than 11 rows of 16 px.
    expect(monthEventsPerDay(700, 4)).toBeGreaterThan(175 / 16);
    // Six weeks share the same height: fewer rows each, so fewer events are given.
    expect(monthEventsPerDay(700, 6)).toBeGreaterThan(117 / 16);
    expect(monthEventsPerDay(700, 6)).toBeLessThan(monthEventsPerDay(700, 4));
    expect(monthEventsPerDay(500, 5)).toBeGreaterThan(100 / 16);
  });
});
