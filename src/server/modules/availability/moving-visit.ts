import type { ServiceTiming } from '../../../core/availability/service-timing.ts';
import { visitUnavailableDates } from '../../../core/availability/visit-fully-booked.ts';
import { visitTimeline, type Visit } from '../../../core/availability/visit-plan.ts';
import { visitOffers, visitSlotAt, type VisitSlot } from '../../../core/availability/visit-slots.ts';
import type { FullyBookedResponse, Slot } from '../../../core/schemas/availability.schema.ts';
import { dateInZone } from '../../../core/time.ts';
import type { Database } from '../../db/client.ts';
import type { BeauticianRecord } from '../catalog/catalog.repository.ts';
import { loadSalon, slotRules } from '../catalog/salon.service.ts';
import type { OwnTime } from './diary.ts';
import { visitDays, visitMonthOf, type VisitContext } from './visit-availability.service.ts';

/**
 * A booked visit of several services moving to another start (docs/decisions/0025, 0032): the visit rule of
 * core/availability/visit-slots.ts over its services as booked, each with its own beautician, and its own busy time
 * left free for itself. Worked out afresh for each question, as one service's move is (diary-answers.ts).
 */
export interface MovingVisit {
  visit: Visit;
  beauticians: Map<string, BeauticianRecord>;
  own: OwnTime[];
}

/** A service of the visit as it was booked: its timing, its beautician and where it sits in the diary now. */
export interface BookedPart {
  timing: ServiceTiming;
  beautician: BeauticianRecord;
  busy: OwnTime['busy'];
}

export function movingVisit(parts: readonly BookedPart[]): MovingVisit {
  return {
    visit: { services: parts.map((p) => ({ timing: p.timing, candidates: [p.beautician.id] })) },
    beauticians: new Map(parts.map((p) => [p.beautician.id, p.beautician])),
    own: parts.map((p) => ({ beauticianId: p.beautician.id, busy: p.busy })),
  };
}

async function context(db: Database, moving: MovingVisit, now: Date): Promise<VisitContext> {
  const salon = await loadSalon(db);
  return { salon, rules: slotRules(salon.settings, now), now, own: moving.own };
}

/** The starts on `date` the whole visit could move to, with the client's whole time. */
export async function movingVisitSlots(db: Database, moving: MovingVisit, date: string, now: Date): Promise<{ slots: Slot[] }> {
  const ctx = await context(db, moving, now);
  const { days } = await visitDays(db, moving, date, ctx);
  const lengthMs = visitTimeline(moving.visit).at(-1)!.toMin * 60_000;
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    slots: visitOffers(date, moving.visit, days, ctx.rules).map(({ start }) => ({ startISO: iso(start), endISO: iso(start + lengthMs) })),
  };
}

/** The dates of a month the visit could not move to, with the spec's reasons. */
export async function movingVisitMonth(
  db: Database,
  moving: MovingVisit,
  month: { year: number; month: number },
  now: Date,
): Promise<FullyBookedResponse> {
  const ctx = await context(db, moving, now);
  const read = await visitMonthOf(db, moving, month, ctx);
  return visitUnavailableDates(month.year, month.month, moving.visit, read.month, ctx.rules);
}

/** The visit at `start`, as the slots would offer it right now (null: not offered): what the move checks. */
export async function movingVisitAt(db: Database, moving: MovingVisit, start: Date, now: Date): Promise<VisitSlot | null> {
  const ctx = await context(db, moving, now);
  const { days } = await visitDays(db, moving, dateInZone(start, ctx.rules.zone), ctx);
  return visitSlotAt(start, moving.visit, days, ctx.rules);
}
