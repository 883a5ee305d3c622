import { dateInZone } from '../time.ts';
import { timedService, type ServiceTiming, type TimedService } from './service-timing.ts';
import { bookableDateRange, type BeauticianDay, type SlotRules } from './slots.ts';
import { dayFree, plannedPart, possibleStarts, visitSearch, type Assignment, type DayFree, type PlannedPart } from './visit-fit.ts';

/**
 * A visit of several services (docs/decisions/0032): where it fits on a day, and who does what. The one place the
 * visit rule lives: the slots offered, the month's unavailable dates and the booking's check of a requested start
 * all ask these functions.
 */

export interface VisitService {
  timing: ServiceTiming;
  /** who may do it, in the catalogue's order: one named beautician, or every qualified one for 'any' */
  candidates: string[];
}

export interface Visit {
  /** in the order the client has them, back to back */
  services: VisitService[];
  /** "one beautician for everything they can do": they take every service they are a candidate for */
  oneBeautician?: string | undefined;
}

/** One service of an offered visit: who does it, and when (the client's time, the processing part, the busy time). */
export interface VisitPart extends TimedService {
  beauticianId: string;
  /** the preparation and clean-up this part keeps: none next to a part by the same beautician */
  bufferBeforeMin: number;
  bufferAfterMin: number;
}

export interface VisitSlot {
  start: Date;
  /** when the last service ends: the client's whole time, processing included */
  end: Date;
  parts: VisitPart[];
}

/** Each service's candidates once the client's "one beautician for everything they can do" is applied. */
export function visitCandidates(visit: Visit): string[][] {
  const one = visit.oneBeautician;
  return visit.services.map((s) => (one !== undefined && s.candidates.includes(one) ? [one] : s.candidates));
}

/** The client's whole time for the visit, in minutes. */
export const visitMinutes = (visit: Visit): number => visit.services.reduce((sum, s) => sum + s.timing.durationMin, 0);

/** A visit's parts and beauticians made ready for the search on one date. */
export interface PlannedVisit {
  beauticianIds: string[];
  parts: PlannedPart[];
  days: DayFree[];
}

const NO_DAY: DayFree = { windows: [], open: [], free: [] };

/** `dayOf`: a candidate's day (undefined: not working). */
export function planVisit(visit: Visit, dayOf: (beauticianId: string) => DayFree | undefined): PlannedVisit {
  const candidates = visitCandidates(visit);
  const beauticianIds = [...new Set(candidates.flat())];
  const index = new Map(beauticianIds.map((id, i) => [id, i]));
  let offsetMin = 0;
  const parts = visit.services.map((s, i) => {
    const part = plannedPart(
      s.timing,
      candidates[i]!.map((id) => index.get(id)!),
      offsetMin,
    );
    offsetMin += s.timing.durationMin;
    return part;
  });
  return { beauticianIds, parts, days: beauticianIds.map((id) => dayOf(id) ?? NO_DAY) };
}

const planOnDate = (date: string, visit: Visit, days: ReadonlyMap<string, BeauticianDay>, zone: string) =>
  planVisit(visit, (id) => {
    const day = days.get(id);
    return day && dayFree(date, day, zone);
  });

/**
 * The visit's candidate starts on its date, ascending, each with the first service's candidates who would start
 * then: every step from each of their windows' openings, in elapsed time (as generateSlots), from the notice on,
 * leaving out those at which some service could not be done by anyone.
 */
export function visitStarts(date: string, plan: PlannedVisit, rules: SlotRules): Array<{ start: number; first: number[] }> {
  if (!(rules.stepMinutes > 0)) throw new RangeError('stepMinutes must be positive');
  const { first, last } = bookableDateRange(rules);
  if (date < first || date > last || plan.parts.length === 0) return [];
  const possible = possibleStarts(plan.parts, plan.days);
  if (possible.length === 0) return [];
  const earliest = rules.now.getTime() + rules.minNoticeMinutes * 60_000;
  const step = rules.stepMinutes * 60_000;
  const byStart = new Map<number, number[]>();
  for (const b of plan.parts[0]!.candidates) {
    for (const window of plan.days[b]!.windows) {
      let at = 0; // where in `possible` the walk has got to: starts only grow along a window
      for (let start = window.start; start < window.end; start += step) {
        while (at < possible.length && possible[at]!.end <= start) at++;
        if (at === possible.length) break;
        if (start < earliest || start < possible[at]!.start) continue;
        const who = byStart.get(start);
        if (!who) byStart.set(start, [b]);
        else if (!who.includes(b)) who.push(b);
      }
    }
  }
  // The first service's candidates in its own order, whichever window a start came from.
  const order = plan.parts[0]!.candidates;
  return [...byStart].sort(([a], [b]) => a - b).map(([start, who]) => ({ start, first: order.filter((b) => who.includes(b)) }));
}

/** The offered visit at `start` once its assignment is found. */
function slotOf(start: number, plan: PlannedVisit, found: Assignment): VisitSlot {
  const parts = plan.parts.map((part, i): VisitPart => {
    const timing = found.timings[i]!;
    return {
      beauticianId: plan.beauticianIds[found.beauticians[i]!]!,
      ...timedService(new Date(start + part.offset), timing),
      bufferBeforeMin: timing.bufferBeforeMin,
      bufferAfterMin: timing.bufferAfterMin,
    };
  });
  return { start: new Date(start), end: parts[parts.length - 1]!.client.end, parts };
}

/**
 * Every start on `date` where the whole visit fits: the services back to back for the client, each with a candidate
 * working and free for its busy stretches (processing parts left free, no clean-up or preparation between two
 * services by the same beautician), the whole visit in working hours and clear of time off, from the minimum notice
 * and within the bookable dates. A visit of one service is offered exactly where generateSlots offers it.
 */
export function visitSlots(date: string, visit: Visit, days: ReadonlyMap<string, BeauticianDay>, rules: SlotRules): VisitSlot[] {
  const plan = planOnDate(date, visit, days, rules.zone);
  const assign = visitSearch(plan.parts, plan.days);
  return visitStarts(date, plan, rules).flatMap(({ start, first }) => {
    const found = assign(start, first);
    return found ? [slotOf(start, plan, found)] : [];
  });
}

/** Whether any start on the planned date fits: a month asks only this, and stops at the first. */
export function anyVisitStart(date: string, plan: PlannedVisit, rules: SlotRules): boolean {
  const assign = visitSearch(plan.parts, plan.days);
  return visitStarts(date, plan, rules).some(({ start, first }) => assign(start, first) !== null);
}

/**
 * The visit at one requested start, or null when it is not one `visitSlots` would offer: what a booking checks. The
 * days are those of the start's date in the salon's zone.
 */
export function visitSlotAt(start: Date, visit: Visit, days: ReadonlyMap<string, BeauticianDay>, rules: SlotRules): VisitSlot | null {
  const date = dateInZone(start, rules.zone);
  const plan = planOnDate(date, visit, days, rules.zone);
  const at = start.getTime();
  const candidate = visitStarts(date, plan, rules).find((s) => s.start === at);
  const found = candidate && visitSearch(plan.parts, plan.days)(at, candidate.first);
  return found ? slotOf(at, plan, found) : null;
}
