import fc from 'fast-check';
import type { ServiceTiming } from '../../src/core/availability/service-timing.ts';
import type { BeauticianDay, SlotRules, WeeklyHours } from '../../src/core/availability/slots.ts';
import type { TimeRange } from '../../src/core/availability/time-ranges.ts';
import { SALON_TIME_ZONE } from '../../src/core/time.ts';

/** The pure inputs of availability, for core's tests: rules, a beautician's day, a service's timing, and arbitraries of them. */

const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];
const STEP_MS = 5 * 60_000;

export const weekly = (start: string, end: string, days = ALL_DAYS): WeeklyHours[] => days.map((dayOfWeek) => ({ dayOfWeek, start, end }));

/** A 15-minute step, no notice, two years ahead, from 1 January 2026 in London. */
export const slotRules = (overrides: Partial<SlotRules> = {}): SlotRules => ({
  zone: SALON_TIME_ZONE,
  now: new Date('2026-01-01T00:00:00Z'),
  minNoticeMinutes: 0,
  horizonMonths: 24,
  stepMinutes: 15,
  ...overrides,
});

/** Salon and beautician there every day 09:00–17:00, nothing booked. */
export const beauticianDay = (overrides: Partial<BeauticianDay> = {}): BeauticianDay => ({
  salonHours: weekly('09:00', '17:00'),
  beauticianHours: weekly('09:00', '17:00'),
  busy: [],
  ...overrides,
});

export const serviceTiming = (durationMin: number, bufferBeforeMin = 0, bufferAfterMin = 0): ServiceTiming => ({
  durationMin,
  bufferBeforeMin,
  bufferAfterMin,
});

export const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

type Steps = [min: number, max: number];

/** One or two periods a day, every day of the week, starting `from` and lasting `length` five-minute steps. */
export const hoursArbitrary = ({ from, length }: { from: Steps; length: Steps }): fc.Arbitrary<WeeklyHours[]> =>
  fc
    .array(
      fc
        .tuple(fc.integer({ min: from[0], max: from[1] }), fc.integer({ min: length[0], max: length[1] }))
        .map(([start, steps]) => [start * 5, Math.min(287, start + steps) * 5] as const),
      { minLength: 1, maxLength: 2 },
    )
    .map((periods) => periods.flatMap(([start, end]) => ALL_DAYS.map((dayOfWeek) => ({ dayOfWeek, start: hhmm(start), end: hhmm(end) }))));

/** Up to `max` ranges, each starting `from` and lasting `length` five-minute steps after `origin`. */
export const rangesArbitrary = (
  origin: Date,
  { from, length, max }: { from: Steps; length: Steps; max: number },
): fc.Arbitrary<TimeRange[]> =>
  fc.array(
    fc.tuple(fc.integer({ min: from[0], max: from[1] }), fc.integer({ min: length[0], max: length[1] })).map(([start, steps]) => ({
      start: new Date(origin.getTime() + start * STEP_MS),
      end: new Date(origin.getTime() + (start + steps) * STEP_MS),
    })),
    { maxLength: max },
  );

/** A service of `duration` five-minute steps, with buffers or none, and a processing part of up to `processing` steps each side. */
export const timingArbitrary = ({ duration, processing }: { duration: Steps; processing: number }): fc.Arbitrary<ServiceTiming> =>
  fc
    .record({
      durationMin: fc.integer({ min: duration[0], max: duration[1] }).map((n) => n * 5),
      bufferBeforeMin: fc.constantFrom(0, 0, 5, 10, 15),
      bufferAfterMin: fc.constantFrom(0, 0, 5, 15, 30),
      processingSteps: fc.option(fc.tuple(fc.integer({ min: 1, max: processing }), fc.integer({ min: 1, max: processing }))),
    })
    .map(({ processingSteps, ...timing }) => {
      if (!processingSteps) return timing;
      const [start, length] = processingSteps.map((n) => n * 5) as [number, number];
      return start + length < timing.durationMin ? { ...timing, processingStartMin: start, processingMin: length } : timing;
    });
