import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SALON_TIME_ZONE, addDaysToDate, daysOfMonth, startOfDayInZone } from '../time.ts';
import { fullyBookedDates } from './fully-booked.ts';
import { timedService } from './service-timing.ts';
import { generateSlots, type BeauticianDay, type SlotRules, type WeeklyHours } from './slots.ts';
import { monthDaysOff, type OffRange } from './time-off.ts';
import type { TimeRange } from './time-ranges.ts';
import { visitUnavailableDates, type MonthOfBeautician } from './visit-fully-booked.ts';
import type { Visit } from './visit-plan.ts';
import { visitSlots } from './visit-slots.ts';
import { hoursArbitrary, rangesArbitrary, timingArbitrary } from '../../../tests/builders/availability.builder.ts';

/**
 * A visit of one service is what the spec's booking always was: over many generated days (split hours, busy time,
 * time off, buffers, processing parts, steps, the notice, the clock-change days) it gets exactly generateSlots',
 * fullyBookedDates' and monthDaysOff's answers, and 'any' takes each start's first candidate in the catalogue's order.
 */

const Z = SALON_TIME_ZONE;
const MINUTE_MS = 60_000;
const hoursArb = hoursArbitrary({ from: [0, 270], length: [1, 200] });
const timingArb = timingArbitrary({ duration: [1, 48], processing: 20 });

const DATES = ['2026-01-15', '2026-03-29', '2026-07-02', '2026-10-25'];
const rulesArb = (date: string): fc.Arbitrary<SlotRules> =>
  fc.record({
    zone: fc.constant(Z),
    now: fc.integer({ min: -36, max: 18 }).map((hours) => new Date(startOfDayInZone(date, Z).getTime() + hours * 60 * MINUTE_MS)),
    minNoticeMinutes: fc.constantFrom(0, 0, 60, 120),
    horizonMonths: fc.constant(3),
    stepMinutes: fc.constantFrom(5, 10, 15, 15, 20, 30, 60),
  });

const IDS = ['alice', 'bella', 'cara'];

describe('a visit of one service', () => {
  it('is offered exactly where generateSlots offers it, by the first candidate who can take it', () => {
    const scenario = fc.constantFrom(...DATES).chain((date) => {
      const origin = startOfDayInZone(date, Z);
      const dayArb: fc.Arbitrary<BeauticianDay> = fc.record({
        salonHours: hoursArb,
        beauticianHours: hoursArb,
        busy: rangesArbitrary(origin, { from: [0, 288], length: [1, 60], max: 6 }),
        off: rangesArbitrary(origin, { from: [0, 288], length: [1, 60], max: 2 }),
      });
      return fc.record({
        date: fc.constant(date),
        days: fc.array(dayArb, { minLength: 1, maxLength: 3 }),
        timing: timingArb,
        rules: rulesArb(date),
      });
    });
    fc.assert(
      fc.property(scenario, ({ date, days, timing, rules }) => {
        const ids = IDS.slice(0, days.length);
        const visit: Visit = { services: [{ timing, candidates: ids }] };
        const offered = visitSlots(date, visit, new Map(ids.map((id, i) => [id, days[i]!])), rules);

        const alone = ids.map((_, i) => new Set(generateSlots(date, days[i]!, timing, rules).map((s) => s.start.getTime())));
        const union = [...new Set(alone.flatMap((starts) => [...starts]))].sort((a, b) => a - b);
        expect(offered.map((s) => s.start.getTime())).toEqual(union);
        for (const slot of offered) {
          const first = ids[alone.findIndex((starts) => starts.has(slot.start.getTime()))];
          const { client, busy, processing } = timedService(slot.start, timing);
          expect(slot.parts).toEqual([
            {
              beauticianId: first,
              client,
              busy,
              processing,
              bufferBeforeMin: timing.bufferBeforeMin,
              bufferAfterMin: timing.bufferAfterMin,
            },
          ]);
          expect(slot.end).toEqual(client.end);
        }
      }),
      { numRuns: 400 },
    );
  });

  it("has a month's unavailable dates exactly as fullyBookedDates and monthDaysOff give them", () => {
    const [year, month] = [2026, 3];
    const origin = startOfDayInZone('2026-02-28', Z);
    const offArb: fc.Arbitrary<OffRange[]> = fc
      .tuple(
        rangesArbitrary(origin, { from: [0, 33 * 288], length: [1, 60], max: 6 }),
        fc.array(fc.integer({ min: 0, max: 32 }), { maxLength: 4 }),
      )
      .map(([breaks, daysOff]) => [
        ...breaks.map((r): OffRange => ({ ...r, kind: 'time_off', label: '' })),
        ...daysOff.map((d): OffRange => ({ ...wholeDay(d), kind: 'time_off', label: '' })),
      ]);
    const beauticianArb = fc.record({
      hours: fc.record({ salonHours: fc.constant(hoursOn([1, 2, 3, 4, 5, 6], '09:00', '17:00')), beauticianHours: weekdaysArb }),
      busy: rangesArbitrary(origin, { from: [0, 33 * 288], length: [1, 60], max: 40 }),
      off: offArb,
    });
    // The salon's closures come with every beautician's time off, as the server reads them.
    const closuresArb = fc
      .array(fc.integer({ min: 0, max: 32 }), { maxLength: 2 })
      .map((days) => days.map((d): OffRange => ({ ...wholeDay(d), kind: 'closure', label: `Closed ${d}` })));
    const scenario = fc.record({
      beauticians: fc
        .tuple(fc.array(beauticianArb, { minLength: 1, maxLength: 3 }), closuresArb)
        .map(([list, closures]): MonthOfBeautician[] => list.map((b) => ({ ...b, off: [...b.off, ...closures] }))),
      timing: timingArb,
      rules: rulesArb('2026-03-10'),
    });
    fc.assert(
      fc.property(scenario, ({ beauticians, timing, rules }) => {
        const ids = IDS.slice(0, beauticians.length);
        const visit: Visit = { services: [{ timing, candidates: ids }] };
        const result = visitUnavailableDates(year, month, visit, new Map(ids.map((id, i) => [id, beauticians[i]!])), rules);
        expect(result).toEqual({
          fullyBooked: fullyBookedDates(year, month, beauticians, timing, rules),
          ...monthDaysOff(year, month, beauticians, rules),
        });
      }),
      { numRuns: 150 },
    );
    expect(daysOfMonth(year, month)).toHaveLength(31);
  });
});

const wholeDay = (offset: number): TimeRange => {
  const date = addDaysToDate('2026-02-28', offset);
  return { start: startOfDayInZone(date, Z), end: startOfDayInZone(addDaysToDate(date, 1), Z) };
};
const hoursOn = (weekdays: number[], start: string, end: string): WeeklyHours[] => weekdays.map((dayOfWeek) => ({ dayOfWeek, start, end }));
const weekdaysArb = fc
  .subarray([0, 1, 2, 3, 4, 5, 6], { minLength: 1 })
  .chain((weekdays) =>
    fc.constantFrom(['09:00', '17:00'], ['10:00', '13:00'], ['12:00', '18:00']).map(([s, e]) => hoursOn(weekdays, s!, e!)),
  );
