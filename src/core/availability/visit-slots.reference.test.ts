import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SALON_TIME_ZONE, startOfDayInZone } from '../time.ts';
import { timedService, type ServiceTiming } from './service-timing.ts';
import { bookableDateRange, workingWindows, type BeauticianDay, type SlotRules } from './slots.ts';
import { rangeContains, rangesOverlap, subtractRanges, type TimeRange } from './time-ranges.ts';
import type { Visit } from './visit-plan.ts';
import { visitSlots } from './visit-slots.ts';
import { hoursArbitrary, rangesArbitrary, timingArbitrary } from '../../../tests/builders/availability.builder.ts';

/**
 * visitSlots against the rule written out the slow way: every step of every first candidate's windows, every
 * assignment of beauticians to services, each checked range by range, and the one with the fewest beauticians, then
 * the earliest in each service's order of candidates. The fast search (its interval test, its pruned search) must
 * offer the same starts with the same assignments.
 */

const Z = SALON_TIME_ZONE;
const MINUTE_MS = 60_000;
const IDS = ['alice', 'bella', 'cara'];

function referenceSlots(date: string, visit: Visit, days: Map<string, BeauticianDay>, rules: SlotRules) {
  const { first, last } = bookableDateRange(rules);
  if (date < first || date > last) return [];
  const candidates = visit.services.map((s) =>
    visit.oneBeautician !== undefined && s.candidates.includes(visit.oneBeautician) ? [visit.oneBeautician] : s.candidates,
  );
  const windowsOf = (id: string) => workingWindows(date, days.get(id)!, Z);
  const openOf = (id: string) => subtractRanges(windowsOf(id), days.get(id)!.off ?? []);
  const freeOf = (id: string) => subtractRanges(openOf(id), days.get(id)!.busy);
  const inOne = (ranges: TimeRange[], r: TimeRange) => ranges.some((outer) => rangeContains(outer, r));

  const starts = new Set<number>();
  for (const id of candidates[0]!)
    for (const w of windowsOf(id)) for (let t = w.start.getTime(); t < w.end.getTime(); t += rules.stepMinutes * MINUTE_MS) starts.add(t);
  const earliest = rules.now.getTime() + rules.minNoticeMinutes * MINUTE_MS;

  const assignments = candidates.reduce<string[][]>((all, ids) => all.flatMap((a) => ids.map((id) => [...a, id])), [[]]);
  const fits = (start: number, who: string[]) => {
    const onGrid = windowsOf(who[0]!).some(
      (w) => w.start.getTime() <= start && start < w.end.getTime() && (start - w.start.getTime()) % (rules.stepMinutes * MINUTE_MS) === 0,
    );
    if (!onGrid) return false;
    let at = start;
    const busyByPart = visit.services.map((s, i) => {
      const timing: ServiceTiming = {
        ...s.timing,
        bufferBeforeMin: who[i - 1] === who[i] ? 0 : s.timing.bufferBeforeMin,
        bufferAfterMin: who[i + 1] === who[i] ? 0 : s.timing.bufferAfterMin,
      };
      const timed = timedService(new Date(at), timing);
      at += s.timing.durationMin * MINUTE_MS;
      return timed.busy;
    });
    return visit.services.every((s, i) => {
      const busy = busyByPart[i]!;
      const whole = { start: busy[0]!.start, end: busy[busy.length - 1]!.end };
      const clearOfOwn = busyByPart.every(
        (other, j) => j === i || who[j] !== who[i] || !other.some((o) => busy.some((r) => rangesOverlap(o, r))),
      );
      return busy.every((r) => inOne(freeOf(who[i]!), r)) && inOne(openOf(who[i]!), whole) && clearOfOwn;
    });
  };
  return [...starts]
    .filter((start) => start >= earliest)
    .sort((a, b) => a - b)
    .flatMap((start) => {
      const valid = assignments.filter((who) => fits(start, who));
      if (valid.length === 0) return [];
      const fewest = Math.min(...valid.map((who) => new Set(who).size));
      return [{ start, beauticianIds: valid.find((who) => new Set(who).size === fewest)! }];
    });
}

const hoursArb = hoursArbitrary({ from: [84, 150], length: [6, 80] });
const timingArb = timingArbitrary({ duration: [2, 24], processing: 10 });
const rangesArb = (origin: Date, max: number) => rangesArbitrary(origin, { from: [100, 230], length: [2, 24], max });

describe('visitSlots against the rule written out the slow way', () => {
  it('offers the same starts with the same beauticians, whatever the visit and the days', () => {
    const scenario = fc.constantFrom('2026-01-15', '2026-03-29', '2026-10-25').chain((date) => {
      const origin = startOfDayInZone(date, Z);
      const dayArb: fc.Arbitrary<BeauticianDay> = fc.record({
        salonHours: fc.constant([0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, start: '07:00', end: '21:00' }))),
        beauticianHours: hoursArb,
        busy: rangesArb(origin, 4),
        off: rangesArb(origin, 1),
      });
      const serviceArb = fc.record({ timing: timingArb, candidates: fc.shuffledSubarray(IDS, { minLength: 1 }) });
      return fc.record({
        date: fc.constant(date),
        days: fc.tuple(dayArb, dayArb, dayArb),
        visit: fc.record({
          services: fc.array(serviceArb, { minLength: 2, maxLength: 3 }),
          oneBeautician: fc.option(fc.constantFrom(...IDS), { nil: undefined }),
        }),
        rules: fc.record({
          zone: fc.constant(Z),
          now: fc.integer({ min: -12, max: 10 }).map((hours) => new Date(origin.getTime() + hours * 60 * MINUTE_MS)),
          minNoticeMinutes: fc.constantFrom(0, 60),
          horizonMonths: fc.constant(3),
          stepMinutes: fc.constantFrom(10, 15, 30),
        }),
      });
    });
    fc.assert(
      fc.property(scenario, ({ date, days, visit, rules }) => {
        const byId = new Map(IDS.map((id, i) => [id, days[i]!]));
        const fast = visitSlots(date, visit, byId, rules).map((s) => ({
          start: s.start.getTime(),
          beauticianIds: s.parts.map((p) => p.beauticianId),
        }));
        expect(fast).toEqual(referenceSlots(date, visit, byId, rules));
      }),
      { numRuns: 150 },
    );
  });
});
