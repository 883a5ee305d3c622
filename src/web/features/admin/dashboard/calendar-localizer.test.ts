import { describe, expect, it } from 'vitest';
import { dateFnsLocalizer } from 'react-big-calendar';
import { format, getDay, parse, startOfWeek } from 'date-fns';
import { inEventRange, sortEvents } from './calendar-localizer.ts';

// react-big-calendar's own answers, to compare with.
const stock = dateFnsLocalizer({ format, parse, startOfWeek, getDay, locales: {} }) as unknown as {
  inEventRange: typeof inEventRange;
  sortEvents: typeof sortEvents;
};

/** Events of a month around the clocks going back (25 October 2026), some zero-length, some over midnight, some all day. */
function events(): Array<{ start: Date; end: Date; allDay?: boolean }> {
  const list: Array<{ start: Date; end: Date; allDay?: boolean }> = [];
  let seed = 7;
  const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
  for (let i = 0; i < 400; i++) {
    const start = new Date(2026, 9, 1 + next(40), next(24), next(4) * 15);
    const minutes = [0, 15, 60, 90, 600, 1440, 2880][next(7)]!;
    list.push({ start, end: new Date(start.getTime() + minutes * 60_000), ...(next(10) === 0 ? { allDay: true } : {}) });
  }
  list.push({ start: new Date(2026, 9, 26), end: new Date(2026, 9, 26) });
  return list;
}

describe('the calendar’s quick date arithmetic', () => {
  it('says which events fall in each week of the month grid exactly as react-big-calendar does', () => {
    const weeks = Array.from({ length: 7 }, (_, w) => ({ start: new Date(2026, 8, 28 + 7 * w), end: new Date(2026, 8, 28 + 7 * w + 6) }));
    for (const event of events()) {
      for (const range of weeks)
        expect(inEventRange({ event, range }), `${event.start} – ${event.end}`).toBe(stock.inEventRange({ event, range }));
    }
  });

  it('orders events exactly as react-big-calendar does', () => {
    const list = events();
    for (let i = 0; i < list.length; i += 3) {
      for (let j = 0; j < list.length; j += 7) {
        const [evtA, evtB] = [list[i]!, list[j]!];
        expect(Math.sign(sortEvents({ evtA, evtB }))).toBe(Math.sign(stock.sortEvents({ evtA, evtB })));
      }
    }
  });
});
