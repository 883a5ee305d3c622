import { fullyBookedDates } from '../../../core/availability/fully-booked.ts';
import { monthDaysOff } from '../../../core/availability/time-off.ts';
import { generateSlots, type ServiceTiming, type SlotInstant } from '../../../core/availability/slots.ts';
import { addDaysToDate, daysOfMonth, endOfDayInZone, startOfDayInZone } from '../../../core/time.ts';
import {
  SlotsResponseSchema,
  type FullyBookedQuery,
  type FullyBookedResponse,
  type SlotsQuery,
} from '../../../core/schemas/availability.schema.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { BeauticianRecord, ServiceRecord, VariantRow } from '../catalog/catalog.repository.ts';
import {
  activeBeauticianIds,
  activeBeauticiansAmong,
  getActiveBeautician,
  getActiveService,
  qualifiedBeauticianIds,
} from '../catalog/catalog.service.ts';
import { loadSalon, slotRules, type SalonContext } from '../catalog/salon.service.ts';
import { withoutOwn, type Diary } from './diary.ts';
import { dayAnswerValidUntil, rememberedMonth, type MonthRead } from './answer-windows.ts';
import {
  busyFingerprint,
  busyRangesByBeautician,
  cacheGeneration,
  monthDayMemo,
  rememberedAnswer,
  type ComputedAnswer,
} from './busy-cache.ts';

const MINUTE_MS = 60_000;

export interface BookingTarget {
  service: ServiceRecord;
  variant: VariantRow;
  /** who may take the booking, in order of preference (one beautician, or every qualified one for 'any') */
  candidates: BeauticianRecord[];
}

export interface TargetQuery {
  serviceId: string;
  variantName: string;
  beauticianId?: string | undefined;
  any: boolean;
}

export async function resolveTarget(db: Database, query: TargetQuery): Promise<BookingTarget> {
  const service = await getActiveService(db, query.serviceId);
  const variant = service.variants.find((v) => v.name === query.variantName);
  if (!variant) throw new AppError('VARIANT_NOT_FOUND', `This service has no variant called '${query.variantName}'.`, 404);
  return { service, variant, candidates: await candidatesFor(db, service, query) };
}

/** Who may take a booking of `service`: the one beautician asked for (active and qualified), or every active qualified one. */
export async function candidatesFor(db: Database, service: ServiceRecord, query: Pick<TargetQuery, 'beauticianId' | 'any'>) {
  const qualified = qualifiedBeauticianIds(service);
  if (!query.any && query.beauticianId) {
    const beautician = await getActiveBeautician(db, query.beauticianId);
    if (!qualified.includes(beautician.id)) {
      throw new AppError('BEAUTICIAN_NOT_QUALIFIED', `${beautician.name} does not offer ${service.name}.`, 400);
    }
    return [beautician];
  }
  const active = await activeBeauticiansAmong(db, qualified);
  if (active.length === 0) throw new AppError('NO_BEAUTICIAN', 'No beautician assigned to this service', 404);
  return active;
}

/** How a variant uses time: its length, buffers and processing part (docs/decisions/0032). */
export const timingOf = (variant: VariantRow): ServiceTiming => ({
  durationMin: variant.durationMin,
  bufferBeforeMin: variant.bufferBeforeMin,
  bufferAfterMin: variant.bufferAfterMin,
  processingStartMin: variant.processingStartMin,
  processingMin: variant.processingMin,
});

/** A day's window widened by a day each side, so buffers of neighbouring appointments are seen. */
export function paddedWindow(firstDate: string, lastDate: string, zone: string) {
  return {
    start: startOfDayInZone(addDaysToDate(firstDate, -1), zone),
    end: endOfDayInZone(addDaysToDate(lastDate, 1), zone),
  };
}

/** Each candidate's own free slots on one date, from one query for all of their appointments. */
export async function slotsByCandidate(
  db: Database,
  target: BookingTarget | Diary,
  date: string,
  now: Date,
  salon?: SalonContext,
): Promise<Map<string, SlotInstant[]>> {
  return (await candidateSlots(db, diaryOf(target), date, now, salon ?? (await loadSalon(db)))).byCandidate;
}

const diaryOf = (target: BookingTarget | Diary): Diary =>
  'variant' in target ? { candidates: target.candidates, timing: timingOf(target.variant) } : target;

/** `readAlso`: beauticians whose appointments that day to fetch with the candidates' (see busyRangesByBeautician). */
async function candidateSlots(
  db: Database,
  diary: Diary,
  date: string,
  now: Date,
  { settings, hours }: SalonContext,
  readAlso: string[] = [],
) {
  const rules = slotRules(settings, now);
  const ids = diary.candidates.map((b) => b.id);
  const busy = await busyRangesByBeautician(db, ids, paddedWindow(date, date, rules.zone), now, readAlso);
  const busyNow = withoutOwn(busy.byBeautician, diary.own);
  const byCandidate = new Map(
    diary.candidates.map((beautician) => {
      const day = {
        salonHours: hours,
        beauticianHours: beautician.hours,
        busy: busyNow.get(beautician.id) ?? [],
        off: busy.offByBeautician.get(beautician.id) ?? [],
      };
      return [beautician.id, generateSlots(date, day, diary.timing, rules)];
    }),
  );
  return { byCandidate, rules, busyChangesAt: busy.changesAt };
}

const slotsKey = (query: SlotsQuery, beauticianId: string | null) =>
  JSON.stringify(['slots', query.serviceId, query.variantName, beauticianId, query.date]);

/**
 * `GET /api/slots`'s body, serialized. With the same appointments it stays true until the first start offered
 * falls inside the minimum notice, an unpaid hold runs out, or midnight moves the bookable dates. The day is
 * worked out for every beautician of the service at once (their appointments are read together anyway): the
 * page soon asks about another of them, or any.
 */
export async function slotsAnswer(db: Database, query: SlotsQuery, now: Date): Promise<string> {
  const asked = slotsKey(query, query.any ? null : (query.beauticianId ?? null));
  return rememberedAnswer(db, asked, now, async () => {
    const target = await resolveTarget(db, query); // the question itself must stand (404, 400)
    const everyone = await candidatesFor(db, target.service, { any: true });
    const salon = await loadSalon(db);
    const diary = { candidates: everyone, timing: timingOf(target.variant) };
    const { byCandidate, rules, busyChangesAt } = await candidateSlots(db, diary, query.date, now, salon, await activeBeauticianIds(db));
    const duration = target.variant.durationMin * MINUTE_MS;
    const answerFor = (starts: Iterable<number>): ComputedAnswer => {
      const sorted = [...starts].sort((x, y) => x - y);
      const body = {
        slots: sorted.map((start) => ({ startISO: new Date(start).toISOString(), endISO: new Date(start + duration).toISOString() })),
      };
      return { json: JSON.stringify(SlotsResponseSchema.parse(body)), validUntil: dayAnswerValidUntil(sorted[0], rules, busyChangesAt) };
    };
    const startsOf = (id: string) => (byCandidate.get(id) ?? []).map((slot) => slot.start.getTime());
    // For 'any', the union over candidates: each start offered once, whoever would take it.
    const answers = [
      { key: slotsKey(query, null), ...answerFor(new Set(everyone.flatMap((b) => startsOf(b.id)))) },
      ...everyone.map((b) => ({ key: slotsKey(query, b.id), ...answerFor(startsOf(b.id)) })),
    ];
    const answer = answers.find((a) => a.key === asked)!;
    return { ...answer, related: answers.filter((a) => a !== answer) };
  });
}

/**
 * Dates of a month without a free slot, and those time off or closures rule out: one read of the month's
 * appointments and time off, then pure computation.
 */
export async function fullyBookedInMonth(db: Database, query: FullyBookedQuery, now: Date): Promise<MonthRead> {
  // Taken before anything is read: verdicts are remembered only if nothing changed while this request read.
  const generation = cacheGeneration(db);
  const salon = await loadSalon(db);
  const diary = await monthTarget(db, query, slotRules(salon.settings, now).stepMinutes);
  return fullyBookedInDiary(db, diary, query, now, { generation, salon });
}

/**
 * A month's fully booked dates in one diary, and the days time off or closures rule out: one query for the month's
 * appointments and time off as of `now`, then pure computation at any instant before they change.
 */
export async function fullyBookedInDiary(
  db: Database,
  diary: Diary,
  { year, month }: { year: number; month: number },
  now: Date,
  read: { generation: number | undefined; salon: SalonContext },
): Promise<MonthRead> {
  const { candidates, timing } = diary;
  const rules = slotRules(read.salon.settings, now);
  const days = daysOfMonth(year, month);
  const busy = await busyRangesByBeautician(
    db,
    candidates.map((b) => b.id),
    paddedWindow(days[0]!, days[days.length - 1]!, rules.zone),
    now,
  );
  const busyNow = withoutOwn(busy.byBeautician, diary.own);
  const inputs = candidates.map((b) => ({
    hours: { salonHours: read.salon.hours, beauticianHours: b.hours },
    busy: busyNow.get(b.id) ?? [],
    off: busy.offByBeautician.get(b.id) ?? [],
  }));
  const memo = monthDayMemo(db, read.generation, [
    year,
    month,
    candidates.map((b) => b.id),
    timing,
    rules.stepMinutes,
    busyFingerprint(busyNow),
  ]);
  const monthAt = (at: Date): FullyBookedResponse => {
    const atRules = slotRules(read.salon.settings, at);
    return { fullyBooked: fullyBookedDates(year, month, inputs, timing, atRules, memo), ...monthDaysOff(year, month, inputs, atRules) };
  };
  return { monthAt, busyChangesAt: busy.changesAt, zone: rules.zone };
}

/** `GET /api/slots/fully-booked`'s body, serialized (see rememberedMonth). */
export async function fullyBookedAnswer(db: Database, query: FullyBookedQuery, now: Date): Promise<string> {
  const key = JSON.stringify([
    'month',
    query.serviceId ?? null,
    query.variantName ?? null,
    query.beauticianId ?? null,
    query.any,
    query.year,
    query.month,
  ]);
  return rememberedMonth(db, key, now, () => fullyBookedInMonth(db, query, now));
}

/** Without a service, a day counts as fully booked when not even one step-long gap is left. */
async function monthTarget(db: Database, query: FullyBookedQuery, stepMinutes: number): Promise<Diary> {
  if (query.serviceId) {
    const service = await getActiveService(db, query.serviceId);
    const variant = query.variantName
      ? service.variants.find((v) => v.name === query.variantName)
      : [...service.variants].sort((a, b) => a.durationMin - b.durationMin)[0];
    if (!variant) throw new AppError('VARIANT_NOT_FOUND', `This service has no variant called '${query.variantName}'.`, 404);
    return { candidates: await candidatesFor(db, service, query), timing: timingOf(variant) };
  }
  const beautician = await getActiveBeautician(db, query.beauticianId!);
  return { candidates: [beautician], timing: { durationMin: stepMinutes, bufferBeforeMin: 0, bufferAfterMin: 0 } };
}
