import type { BeauticianDay, SlotRules } from '../../../core/availability/slots.ts';
import type { MonthOfBeautician } from '../../../core/availability/visit-fully-booked.ts';
import { visitUnavailableDates } from '../../../core/availability/visit-fully-booked.ts';
import { visitTimeline, type Visit } from '../../../core/availability/visit-plan.ts';
import { visitOffers, visitSlotAt, visitSlots, type VisitOffer, type VisitSlot } from '../../../core/availability/visit-slots.ts';
import { inVisitOrder } from '../../../core/booking/visit-order.ts';
import { dateInZone, daysOfMonth } from '../../../core/time.ts';
import { ANY_BEAUTICIAN, type VisitMonthQuery, type VisitSlotsQuery } from '../../../core/schemas/visit-availability.schema.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { BeauticianRecord, ServiceRecord, VariantRow } from '../catalog/catalog.repository.ts';
import { activeBeauticianIds, getActiveBeautician, getActiveService } from '../catalog/catalog.service.ts';
import { loadSalon, slotRules, type SalonContext } from '../catalog/salon.service.ts';
import { dayAnswerValidUntil, rememberedMonth, type MonthRead } from './answer-windows.ts';
import { candidatesFor, paddedWindow, timingOf } from './availability.service.ts';
import { withoutOwnParts, type OwnTime } from './diary.ts';
import { busyFingerprint, busyRangesByBeautician, cacheGeneration, monthDayMemo, rememberedAnswer } from './busy-cache.ts';

/** A visit asked about, resolved against the catalogue: its services and variants, and who may do each. */
export interface ResolvedVisit {
  visit: Visit;
  items: Array<{ service: ServiceRecord; variant: VariantRow }>;
  beauticians: Map<string, BeauticianRecord>;
}

export type VisitItems = Pick<VisitSlotsQuery, 'service' | 'variant' | 'beautician' | 'oneBeautician'>;

/**
 * The visit asked about, its services in the salon's order by category (the client's order within a rank, as
 * core/booking/visit-order.ts keeps it), each with who may do it.
 */
async function resolveVisit(db: Database, query: VisitItems, { settings }: SalonContext): Promise<ResolvedVisit> {
  if (query.service.length > settings.maxVisitServices) {
    throw new AppError('VISIT_TOO_LONG', `A visit can have at most ${settings.maxVisitServices} services`, 400);
  }
  const beauticians = new Map<string, BeauticianRecord>();
  const items: Array<{ service: ServiceRecord; variant: VariantRow; candidates: string[] }> = [];
  // In the visit's order, so that of several mistakes the first is the one reported.
  for (const [i, serviceId] of query.service.entries()) {
    const service = await getActiveService(db, serviceId);
    const variant = service.variants.find((v) => v.name === query.variant[i]);
    if (!variant) throw new AppError('VARIANT_NOT_FOUND', `${service.name} has no variant called '${query.variant[i]}'.`, 404);
    const chosen = query.beautician[i]!;
    const candidates = await candidatesFor(db, service, chosen === ANY_BEAUTICIAN ? { any: true } : { any: false, beauticianId: chosen });
    for (const b of candidates) beauticians.set(b.id, b);
    items.push({ service, variant, candidates: candidates.map((b) => b.id) });
  }
  if (query.oneBeautician) {
    const one = await getActiveBeautician(db, query.oneBeautician);
    if (!items.some((item) => item.candidates.includes(one.id))) {
      throw new AppError('BEAUTICIAN_NOT_QUALIFIED', `${one.name} does not offer any of these services.`, 400);
    }
  }
  const ordered = inVisitOrder(
    items.map((item) => ({ ...item, category: item.service.category })),
    settings.visitCategoryOrder,
  );
  const services = ordered.map((item) => ({ timing: timingOf(item.variant), candidates: item.candidates }));
  return { visit: { services, oneBeautician: query.oneBeautician }, items: ordered, beauticians };
}

/** Where availability is asked about: the salon now, and (a booked visit moving) the visit's own time, free for itself. */
export interface VisitContext {
  salon: SalonContext;
  rules: SlotRules;
  now: Date;
  own?: OwnTime[] | undefined;
}

/** The days of the visit's beauticians on `date`, as the search takes them: hours, busy time and time off. */
export async function visitDays(db: Database, { beauticians }: Pick<ResolvedVisit, 'beauticians'>, date: string, context: VisitContext) {
  const { salon, rules, now } = context;
  const ids = [...beauticians.keys()];
  // The other beauticians' days are read too: the page soon asks about another visit on the same date.
  const busy = await busyRangesByBeautician(db, ids, paddedWindow(date, date, rules.zone), now, await activeBeauticianIds(db));
  const byBeautician = withoutOwnParts(busy.byBeautician, context.own);
  const days = new Map(
    ids.map((id): [string, BeauticianDay] => [
      id,
      {
        salonHours: salon.hours,
        beauticianHours: beauticians.get(id)!.hours,
        busy: byBeautician.get(id) ?? [],
        off: busy.offByBeautician.get(id) ?? [],
      },
    ]),
  );
  return { days, changesAt: busy.changesAt };
}

/** The month of the visit's beauticians: weekly hours, busy time (less its own, when it moves) and time off. */
export async function visitMonthOf(
  db: Database,
  { beauticians }: Pick<ResolvedVisit, 'beauticians'>,
  { year, month }: { year: number; month: number },
  { salon, rules, now, own }: VisitContext,
) {
  const days = daysOfMonth(year, month);
  const ids = [...beauticians.keys()];
  const busy = await busyRangesByBeautician(db, ids, paddedWindow(days[0]!, days[days.length - 1]!, rules.zone), now);
  const byBeautician = withoutOwnParts(busy.byBeautician, own);
  const beauticianMonths = new Map(
    ids.map((id): [string, MonthOfBeautician] => [
      id,
      {
        hours: { salonHours: salon.hours, beauticianHours: beauticians.get(id)!.hours },
        busy: byBeautician.get(id) ?? [],
        off: busy.offByBeautician.get(id) ?? [],
      },
    ]),
  );
  return { month: beauticianMonths, byBeautician, changesAt: busy.changesAt };
}

/**
 * The visit at one requested start, as the slots would offer it right now (null: not offered), with the visit
 * resolved against the catalogue: what booking a visit checks before it writes (modules/booking/book-visit.ts).
 */
export async function visitAtStart(
  db: Database,
  query: VisitItems,
  start: Date,
  now: Date,
): Promise<{ slot: VisitSlot | null; resolved: ResolvedVisit }> {
  const salon = await loadSalon(db);
  const resolved = await resolveVisit(db, query, salon);
  const rules = slotRules(salon.settings, now);
  const { days } = await visitDays(db, resolved, dateInZone(start, rules.zone), { salon, rules, now });
  return { slot: visitSlotAt(start, resolved.visit, days, rules), resolved };
}

/**
 * Every start on `date` where the whole visit fits right now, with who does what, as the slots offer them: the
 * waitlist's search for a time to offer (modules/waitlist).
 */
export async function visitSlotsOn(db: Database, query: VisitItems, date: string, now: Date): Promise<VisitSlot[]> {
  const salon = await loadSalon(db);
  const resolved = await resolveVisit(db, query, salon);
  const rules = slotRules(salon.settings, now);
  const { days } = await visitDays(db, resolved, date, { salon, rules, now });
  return visitSlots(date, resolved.visit, days, rules);
}

const visitKey = (kind: string, q: VisitItems) => [kind, q.service, q.variant, q.beautician, q.oneBeautician ?? null];

/**
 * `GET /api/slots/visit`'s body, serialized: each start where the whole visit fits, with who does which service
 * when. Remembered as the one-service answers are (busy-cache.ts), and true for as long.
 */
export async function visitSlotsAnswer(db: Database, query: VisitSlotsQuery, now: Date): Promise<string> {
  const compute = async () => {
    const salon = await loadSalon(db);
    const resolved = await resolveVisit(db, query, salon);
    const { visit } = resolved;
    const rules = slotRules(salon.settings, now);
    const { days, changesAt } = await visitDays(db, resolved, query.date, { salon, rules, now });
    const offers = visitOffers(query.date, visit, days, rules);
    const json = offersJson(offers, visitTimeline(visit), resolved);
    return { json, validUntil: dayAnswerValidUntil(offers[0]?.start, rules, changesAt) };
  };
  return rememberedAnswer(db, JSON.stringify([...visitKey('visit-slots', query), query.date]), now, compute, 'visit');
}

/**
 * The day's answer as VisitSlotsResponseSchema has it, written straight to JSON: a day may offer dozens of starts of
 * several services each, and every question about a new visit is worked out afresh, so what repeats (each service
 * with each of its beauticians, each instant) is serialized once.
 */
function offersJson(offers: VisitOffer[], timeline: ReturnType<typeof visitTimeline>, { items, beauticians }: ResolvedVisit): string {
  const once = new Map<string | number, string>();
  const serialized = (key: string | number, value: () => unknown) => {
    let text = once.get(key);
    if (text === undefined) once.set(key, (text = JSON.stringify(value())));
    return text;
  };
  const iso = (ms: number) => serialized(ms, () => new Date(ms).toISOString());
  const who = (i: number, beauticianId: string) =>
    serialized(`${i} ${beauticianId}`, () => ({
      serviceId: items[i]!.service.id,
      variantName: items[i]!.variant.name,
      beauticianId,
      beauticianName: beauticians.get(beauticianId)!.name,
    }));
  const at = (start: number, minutes: number) => iso(start + minutes * 60_000);
  const slots = offers.map(({ start, beauticianIds }) => {
    const services = beauticianIds.map(
      (id, i) => `${who(i, id).slice(0, -1)},"startISO":${at(start, timeline[i]!.fromMin)},"endISO":${at(start, timeline[i]!.toMin)}}`,
    );
    return `{"startISO":${iso(start)},"endISO":${at(start, timeline.at(-1)!.toMin)},"services":[${services.join(',')}]}`;
  });
  return `{"slots":[${slots.join(',')}]}`;
}

/** `GET /api/slots/visit/fully-booked`'s body, serialized: as the one-service month's (see rememberedMonth). */
export async function visitMonthAnswer(db: Database, query: VisitMonthQuery, now: Date): Promise<string> {
  const key = JSON.stringify([...visitKey('visit-month', query), query.year, query.month]);
  return rememberedMonth(db, key, now, () => visitMonth(db, query, now), 'visit');
}

/** A month's unavailable dates for the visit: one read of the month's busy time and time off, then pure computation at any instant. */
async function visitMonth(db: Database, query: VisitMonthQuery, now: Date): Promise<MonthRead> {
  // Taken before anything is read: verdicts are remembered only if nothing changed while this request read.
  const generation = cacheGeneration(db);
  const salon = await loadSalon(db);
  const { visit, beauticians } = await resolveVisit(db, query, salon);
  const rules = slotRules(salon.settings, now);
  const { month, byBeautician, changesAt } = await visitMonthOf(db, { beauticians }, query, { salon, rules, now });
  const memo = monthDayMemo(db, generation, [
    ...visitKey('visit-month', query),
    query.year,
    query.month,
    rules.stepMinutes,
    busyFingerprint(byBeautician),
  ]);
  const monthAt = (at: Date) => visitUnavailableDates(query.year, query.month, visit, month, slotRules(salon.settings, at), memo);
  return { monthAt, busyChangesAt: changesAt, zone: rules.zone };
}
