import type { BeauticianDay } from '../../../core/availability/slots.ts';
import type { MonthOfBeautician } from '../../../core/availability/visit-fully-booked.ts';
import { visitUnavailableDates } from '../../../core/availability/visit-fully-booked.ts';
import { visitOffers, visitTimeline, type Visit, type VisitOffer } from '../../../core/availability/visit-slots.ts';
import { inVisitOrder } from '../../../core/booking/visit-order.ts';
import { daysOfMonth } from '../../../core/time.ts';
import { ANY_BEAUTICIAN, type VisitMonthQuery, type VisitSlotsQuery } from '../../../core/schemas/visit-availability.schema.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { BeauticianRecord, ServiceRecord, VariantRow } from '../catalog/catalog.repository.ts';
import { activeBeauticianIds, getActiveBeautician, getActiveService } from '../catalog/catalog.service.ts';
import { loadSalon, slotRules, type SalonContext } from '../catalog/salon.service.ts';
import { dayAnswerValidUntil, rememberedMonth, type MonthRead } from './answer-windows.ts';
import { candidatesFor, paddedWindow, timingOf } from './availability.service.ts';
import { busyFingerprint, busyRangesByBeautician, cacheGeneration, monthDayMemo, rememberedAnswer } from './busy-cache.ts';

/** A visit asked about, resolved against the catalogue: its services and variants, and who may do each. */
interface ResolvedVisit {
  visit: Visit;
  items: Array<{ service: ServiceRecord; variant: VariantRow }>;
  beauticians: Map<string, BeauticianRecord>;
}

type VisitItems = Pick<VisitSlotsQuery, 'service' | 'variant' | 'beautician' | 'oneBeautician'>;

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

const visitKey = (kind: string, q: VisitItems) => [kind, q.service, q.variant, q.beautician, q.oneBeautician ?? null];

/**
 * `GET /api/slots/visit`'s body, serialized: each start where the whole visit fits, with who does which service
 * when. Remembered as the one-service answers are (busy-cache.ts), and true for as long.
 */
export async function visitSlotsAnswer(db: Database, query: VisitSlotsQuery, now: Date): Promise<string> {
  const compute = async () => {
    const salon = await loadSalon(db);
    const { visit, items, beauticians } = await resolveVisit(db, query, salon);
    const rules = slotRules(salon.settings, now);
    const ids = [...beauticians.keys()];
    // The other beauticians' days are read too: the page soon asks about another visit on the same date.
    const busy = await busyRangesByBeautician(
      db,
      ids,
      paddedWindow(query.date, query.date, rules.zone),
      now,
      await activeBeauticianIds(db),
    );
    const days = new Map(
      ids.map((id): [string, BeauticianDay] => [
        id,
        {
          salonHours: salon.hours,
          beauticianHours: beauticians.get(id)!.hours,
          busy: busy.byBeautician.get(id) ?? [],
          off: busy.offByBeautician.get(id) ?? [],
        },
      ]),
    );
    const offers = visitOffers(query.date, visit, days, rules);
    const json = offersJson(offers, visitTimeline(visit), items, beauticians);
    return { json, validUntil: dayAnswerValidUntil(offers[0]?.start, rules, busy.changesAt) };
  };
  return rememberedAnswer(db, JSON.stringify([...visitKey('visit-slots', query), query.date]), now, compute, 'visit');
}

/**
 * The day's answer as VisitSlotsResponseSchema has it, written straight to JSON: a day may offer dozens of starts of
 * several services each, and every question about a new visit is worked out afresh, so the fields that repeat (each
 * service with each of its beauticians, each instant) are serialized once.
 */
function offersJson(
  offers: VisitOffer[],
  timeline: ReturnType<typeof visitTimeline>,
  items: ResolvedVisit['items'],
  beauticians: Map<string, BeauticianRecord>,
): string {
  const instants = new Map<number, string>();
  const iso = (ms: number) => {
    let text = instants.get(ms);
    if (text === undefined) instants.set(ms, (text = JSON.stringify(new Date(ms).toISOString())));
    return text;
  };
  const heads = new Map<string, string>();
  const head = (i: number, beauticianId: string) => {
    const key = `${i} ${beauticianId}`;
    let text = heads.get(key);
    if (text === undefined) {
      const { service, variant } = items[i]!;
      const who = { serviceId: service.id, variantName: variant.name, beauticianId, beauticianName: beauticians.get(beauticianId)!.name };
      heads.set(key, (text = JSON.stringify(who).slice(0, -1)));
    }
    return text;
  };
  const minutes = (start: number, min: number) => start + min * 60_000;
  const slots = offers.map(({ start, beauticianIds }) => {
    const services = beauticianIds.map(
      (id, i) =>
        `${head(i, id)},"startISO":${iso(minutes(start, timeline[i]!.fromMin))},"endISO":${iso(minutes(start, timeline[i]!.toMin))}}`,
    );
    return `{"startISO":${iso(start)},"endISO":${iso(minutes(start, timeline.at(-1)!.toMin))},"services":[${services.join(',')}]}`;
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
  const days = daysOfMonth(query.year, query.month);
  const ids = [...beauticians.keys()];
  const busy = await busyRangesByBeautician(db, ids, paddedWindow(days[0]!, days[days.length - 1]!, rules.zone), now);
  const month = new Map(
    ids.map((id): [string, MonthOfBeautician] => [
      id,
      {
        hours: { salonHours: salon.hours, beauticianHours: beauticians.get(id)!.hours },
        busy: busy.byBeautician.get(id) ?? [],
        off: busy.offByBeautician.get(id) ?? [],
      },
    ]),
  );
  const memo = monthDayMemo(db, generation, [
    ...visitKey('visit-month', query),
    query.year,
    query.month,
    rules.stepMinutes,
    busyFingerprint(busy.byBeautician),
  ]);
  const monthAt = (at: Date) => visitUnavailableDates(query.year, query.month, visit, month, slotRules(salon.settings, at), memo);
  return { monthAt, busyChangesAt: busy.changesAt, zone: rules.zone };
}
