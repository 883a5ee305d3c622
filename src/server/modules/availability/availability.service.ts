import { fullyBookedDates } from '../../../core/availability/fully-booked.ts';
import { generateSlots, type ServiceTiming, type SlotInstant } from '../../../core/availability/slots.ts';
import { addDaysToDate, daysOfMonth, endOfDayInZone, startOfDayInZone } from '../../../core/time.ts';
import type { FullyBookedQuery } from '../../../core/schemas/availability.schema.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { BeauticianRecord, ServiceRecord, VariantRow } from '../catalog/catalog.repository.ts';
import { activeBeauticiansAmong, getActiveBeautician, getActiveService, qualifiedBeauticianIds } from '../catalog/catalog.service.ts';
import { loadSalon, slotRules, type SalonContext } from '../salon/salon.service.ts';
import { busyFingerprint, busyRangesByBeautician, cacheGeneration, monthDayMemo } from './busy-cache.ts';

export interface BookingTarget {
  service: ServiceRecord;
  variant: VariantRow;
  /** who may take the booking, in order of preference (one beautician, or every qualified one for 'any') */
  candidates: BeauticianRecord[];
}

export interface AssignedSlot extends SlotInstant {
  beauticianId: string;
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

async function candidatesFor(db: Database, service: ServiceRecord, query: Pick<TargetQuery, 'beauticianId' | 'any'>) {
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

const timingOf = (variant: VariantRow): ServiceTiming => ({
  durationMin: variant.durationMin,
  bufferBeforeMin: variant.bufferBeforeMin,
  bufferAfterMin: variant.bufferAfterMin,
});

/** A day's window widened by a day each side, so buffers of neighbouring appointments are seen. */
function paddedWindow(firstDate: string, lastDate: string, zone: string) {
  return {
    start: startOfDayInZone(addDaysToDate(firstDate, -1), zone),
    end: endOfDayInZone(addDaysToDate(lastDate, 1), zone),
  };
}

/** Each candidate's own free slots on one date, from one query for all of their appointments. */
export async function slotsByCandidate(
  db: Database,
  target: BookingTarget,
  date: string,
  now: Date,
  salon?: SalonContext,
): Promise<Map<string, SlotInstant[]>> {
  const { settings, hours } = salon ?? (await loadSalon(db));
  const rules = slotRules(settings, now);
  const ids = target.candidates.map((b) => b.id);
  const busy = await busyRangesByBeautician(db, ids, paddedWindow(date, date, rules.zone), now);
  return new Map(
    target.candidates.map((beautician) => {
      const day = { salonHours: hours, beauticianHours: beautician.hours, busy: busy.get(beautician.id) ?? [] };
      return [beautician.id, generateSlots(date, day, timingOf(target.variant), rules)];
    }),
  );
}

/** Free slots on one date: for 'any', the union over candidates, each start offered once (first candidate wins). */
export async function slotsForDate(
  db: Database,
  target: BookingTarget,
  date: string,
  now: Date,
  salon?: SalonContext,
): Promise<AssignedSlot[]> {
  const byCandidate = await slotsByCandidate(db, target, date, now, salon);
  const byStart = new Map<number, AssignedSlot>();
  for (const [beauticianId, slots] of byCandidate) {
    for (const slot of slots) {
      if (!byStart.has(slot.start.getTime())) byStart.set(slot.start.getTime(), { ...slot, beauticianId });
    }
  }
  return [...byStart.values()].sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Dates of a month without a free slot: one query for the month's appointments, then pure computation. */
export async function fullyBookedInMonth(db: Database, query: FullyBookedQuery, now: Date): Promise<string[]> {
  // Taken before anything is read: verdicts are remembered only if nothing changed while this request read.
  const generation = cacheGeneration(db);
  const salon = await loadSalon(db);
  const rules = slotRules(salon.settings, now);
  const { candidates, timing } = await monthTarget(db, query, rules.stepMinutes);
  const days = daysOfMonth(query.year, query.month);
  const busy = await busyRangesByBeautician(
    db,
    candidates.map((b) => b.id),
    paddedWindow(days[0]!, days[days.length - 1]!, rules.zone),
    now,
  );
  const inputs = candidates.map((b) => ({
    hours: { salonHours: salon.hours, beauticianHours: b.hours },
    busy: busy.get(b.id) ?? [],
  }));
  const memo = monthDayMemo(db, generation, [query.year, query.month, candidates.map((b) => b.id), timing, rules.stepMinutes, busyFingerprint(busy)]);
  return fullyBookedDates(query.year, query.month, inputs, timing, rules, memo);
}

/** Without a service, a day counts as fully booked when not even one step-long gap is left. */
async function monthTarget(db: Database, query: FullyBookedQuery, stepMinutes: number) {
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
