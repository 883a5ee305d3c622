import { describe, expect, it } from 'vitest';
import { addDaysToDate, dateInZone, SALON_TIME_ZONE, startOfDayInZone } from '../../src/core/time.ts';
import { planDemoAppointments } from '../../src/server/demo/demo-appointments.ts';
import { DEMO_SERVICES } from '../../src/server/demo/demo-data.ts';
import { soonWhenNobodyWorks, startedVisitStart, STARTED_VISITS, type StartedVisit } from './visit-times.ts';

const MINUTE = 60_000;
/** The longest the browser tests take from the demo's seeding to their last booking (a run takes about ten minutes). */
const RUN_MS = 60 * MINUTE;
/** An ordinary winter day, the night the clocks go forward, a summer day, the night they go back. */
const DAYS = ['2026-01-14', '2026-03-29', '2026-07-15', '2026-10-25'];

/** Every five minutes of a London day, from its midnight to the next (23 or 25 hours on the clock-change days). */
function everyFiveMinutes(date: string): Date[] {
  const [from, to] = [
    startOfDayInZone(date, SALON_TIME_ZONE).getTime(),
    startOfDayInZone(addDaysToDate(date, 1), SALON_TIME_ZONE).getTime(),
  ];
  const instants: Date[] = [];
  for (let at = from; at < to; at += 5 * MINUTE) instants.push(new Date(at));
  return instants;
}

/**
 * What the chairs are taken for, service by service: the variant staff book (the first) with its buffers, by the
 * service's main beautician, each service after the one before (a visit's, docs/decisions/0032).
 */
function occupiedParts(visit: Pick<StartedVisit, 'service' | 'then'>, start: Date) {
  let at = start.getTime();
  return [visit.service, ...(visit.then ?? [])].map((name) => {
    const service = DEMO_SERVICES.find((s) => s.name === name)!;
    const variant = service.variants[0]!;
    const part = {
      beautician: service.primaryBeautician,
      from: at - variant.bufferBeforeMin * MINUTE,
      to: at + (variant.durationMin + variant.bufferAfterMin) * MINUTE,
      end: at + variant.durationMin * MINUTE,
    };
    at = part.end;
    return part;
  });
}

/** When the visit's last service ends. */
const visitEnd = (visit: StartedVisit, start: Date) => occupiedParts(visit, start).at(-1)!.end;

const overlap = (a: { from: number; to: number }, b: { from: number; to: number }) => a.from < b.to && b.from < a.to;
const visits = Object.entries(STARTED_VISITS) as Array<[string, StartedVisit]>;
const nows = DAYS.flatMap(everyFiveMinutes);

describe('the times the browser tests book their visits at, at any time of the London day', () => {
  it('books every started visit in the past, today or on one day when the spec needs it, and before it completes itself', () => {
    for (const now of nows) {
      for (const [name, visit] of visits) {
        const start = startedVisitStart(visit, now);
        const at = `${name} at ${now.toISOString()}`;
        expect(start.getTime(), at).toBeLessThanOrEqual(now.getTime());
        if (visit.today) expect(dateInZone(start, SALON_TIME_ZONE), at).toBe(dateInZone(now, SALON_TIME_ZONE));
        // Visits nobody checked out complete 12 hours after their end: never before the run is over.
        expect(visitEnd(visit, start) + 12 * 60 * MINUTE, at).toBeGreaterThan(now.getTime() + RUN_MS);
        if (visit.oneDayMinutes === undefined) continue;
        expect(visitEnd(visit, start) - start.getTime(), `${name}'s length`).toBe(visit.oneDayMinutes * MINUTE);
        expect(dateInZone(new Date(visitEnd(visit, start) - 1), SALON_TIME_ZONE), at).toBe(dateInZone(start, SALON_TIME_ZONE));
      }
    }
  });

  it('never gives two visits of one beautician overlapping times, whichever spec books first and up to a run apart', () => {
    const clashes: string[] = [];
    for (const now of nows) {
      for (const [nameA, a] of visits) {
        for (const [nameB, b] of visits) {
          if (nameA >= nameB) continue;
          for (let drift = -RUN_MS; drift <= RUN_MS; drift += 5 * MINUTE) {
            const firsts = occupiedParts(a, startedVisitStart(a, now));
            const seconds = occupiedParts(b, startedVisitStart(b, new Date(now.getTime() + drift)));
            if (firsts.some((first) => seconds.some((second) => first.beautician === second.beautician && overlap(first, second))))
              clashes.push(`${nameA}/${nameB} at ${now.toISOString()}${drift ? ` + ${drift / MINUTE} min` : ''}`);
          }
        }
      }
    }
    expect(clashes).toEqual([]);
  });

  it('never lands on a demo visit, however long before the booking the demo diary was laid out', () => {
    const plans = new Map<string, ReturnType<typeof planDemoAppointments>>();
    const demoOn = (seededAt: Date) => {
      // The plan depends only on the London date it was seeded on.
      const date = dateInZone(seededAt, SALON_TIME_ZONE);
      if (!plans.has(date)) plans.set(date, planDemoAppointments(seededAt));
      return plans.get(date)!;
    };
    const clashes: string[] = [];
    for (const now of nows) {
      for (const seededAgo of [0, RUN_MS / 2, RUN_MS]) {
        const demo = demoOn(new Date(now.getTime() - seededAgo));
        for (const [name, visit] of visits) {
          for (const ours of occupiedParts(visit, startedVisitStart(visit, now))) {
            const hit = demo.find(
              (d) => d.beautician.slug === ours.beautician && overlap(ours, { from: d.occupiedFrom.getTime(), to: d.occupiedTo.getTime() }),
            );
            if (hit) clashes.push(`${name} at ${now.toISOString()} meets the demo's ${hit.service.name} at ${hit.startAt.toISOString()}`);
          }
        }
      }
    }
    expect(clashes).toEqual([]);
  });

  it('books the too-late-to-move visit ahead, under a day ahead, after every started visit of its beautician ends', () => {
    for (const now of nows) {
      const soon = soonWhenNobodyWorks(now);
      expect(soon.getTime() - now.getTime()).toBeGreaterThan(30 * MINUTE);
      expect(soon.getTime() - now.getTime()).toBeLessThan(24 * 60 * MINUTE);
      const [late] = occupiedParts({ service: 'Acrylic Nails' }, soon);
      for (const [name, visit] of visits) {
        for (const started of occupiedParts(visit, startedVisitStart(visit, new Date(now.getTime() - RUN_MS)))) {
          if (started.beautician === late!.beautician) expect(overlap(started, late!), `${name} at ${now.toISOString()}`).toBe(false);
        }
      }
    }
  });
});
