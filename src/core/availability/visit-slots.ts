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

/** Each service's time for the client, in minutes from the visit's start: back to back, processing included. */
export function visitTimeline(visit: Visit): Array<{ fromMin: number; toMin: number }> {
  let at = 0;
  return visit.services.map((s) => ({ fromMin: at, toMin: (at += s.timing.durationMin) }));
}

/** A visit made ready for the search, whatever the date: its beauticians, and each part with what it needs. */
export interface PlannedVisit {
  beauticianIds: string[];
  parts: PlannedPart[];
}

export function planVisit(visit: Visit): PlannedVisit {
  const candidates = visitCandidates(visit);
  const beauticianIds = [...new Set(candidates.flat())];
  const index = new Map(beauticianIds.map((id, i) => [id, i]));
  const timeline = visitTimeline(visit);
  const parts = visit.services.map((s, i) =>
    plannedPart(
      s.timing,
      candidates[i]!.map((id) => index.get(id)!),
      timeline[i]!.fromMin,
    ),
  );
  return { beauticianIds, parts };
}

const NO_DAY: DayFree = { windows: [], open: [], free: [] };

/** The plan's beauticians' days on `date`, in its order (missing: not working). */
const daysOn = (date: string, plan: PlannedVisit, days: ReadonlyMap<string, BeauticianDay>, zone: string): DayFree[] =>
  plan.beauticianIds.map((id) => {
    const day = days.get(id);
    return day ? dayFree(date, day, zone) : NO_DAY;
  });

/**
 * The visit's candidate starts on its date, ascending, each with the first service's candidates who would start
 * then: every step from each of their windows' openings, in elapsed time (as generateSlots), from the notice on,
 * leaving out those at which some service could not be done by anyone. `each` says when it has seen enough.
 */
function forEachStart(
  date: string,
  plan: PlannedVisit,
  days: DayFree[],
  rules: SlotRules,
  range: { first: string; last: string },
  each: (start: number, first: number[]) => 'more' | 'enough',
): void {
  if (!(rules.stepMinutes > 0)) throw new RangeError('stepMinutes must be positive');
  if (date < range.first || date > range.last || plan.parts.length === 0) return;
  const possible = possibleStarts(plan.parts, days);
  if (possible.length === 0) return;
  const earliest = rules.now.getTime() + rules.minNoticeMinutes * 60_000;
  const step = rules.stepMinutes * 60_000;
  const order = plan.parts[0]!.candidates;
  // Each first-service candidate's own grid, ascending (windows and possible starts both are), then merged in order.
  const grids = order.map((b) => {
    const grid: number[] = [];
    for (const window of days[b]!.windows) {
      for (const span of possible) {
        const from = Math.max(window.start, span.start, earliest);
        const to = Math.min(window.end, span.end);
        // The first step of this window's grid at or after `from`.
        for (let start = window.start + Math.ceil((from - window.start) / step) * step; start < to; start += step) grid.push(start);
      }
    }
    return grid;
  });
  const at = grids.map(() => 0);
  for (;;) {
    let next = Infinity;
    for (const [k, grid] of grids.entries()) if (at[k]! < grid.length) next = Math.min(next, grid[at[k]!]!);
    if (next === Infinity) return;
    const first = order.filter((_, k) => grids[k]![at[k]!] === next);
    for (const [k, grid] of grids.entries()) while (grid[at[k]!] === next) at[k]!++;
    // The first service's candidates in its own order, whichever window a start came from.
    if (each(next, first.length === order.length ? order : first) === 'enough') return;
  }
}

/** Each start on the date where the visit fits, with its assignment, in order, until `found` has enough. */
function searchDay(
  date: string,
  plan: PlannedVisit,
  days: DayFree[],
  rules: SlotRules,
  found: (start: number, assignment: Assignment) => 'more' | 'enough',
  range = bookableDateRange(rules),
): void {
  const assign = visitSearch(plan.parts, days);
  forEachStart(date, plan, days, rules, range, (start, first) => {
    const assignment = assign(start, first);
    return assignment ? found(start, assignment) : 'more';
  });
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
  const plan = planVisit(visit);
  const slots: VisitSlot[] = [];
  searchDay(date, plan, daysOn(date, plan, days, rules.zone), rules, (start, assignment) => {
    slots.push(slotOf(start, plan, assignment));
    return 'more';
  });
  return slots;
}

/** A start offered for the visit, with who does each service (in the services' order): what a day's list shows. */
export interface VisitOffer {
  /** ms */
  start: number;
  beauticianIds: string[];
}

/** `visitSlots` without each part's busy time: the same starts and assignments, for a list that shows them. */
export function visitOffers(date: string, visit: Visit, days: ReadonlyMap<string, BeauticianDay>, rules: SlotRules): VisitOffer[] {
  const plan = planVisit(visit);
  const offers: VisitOffer[] = [];
  searchDay(date, plan, daysOn(date, plan, days, rules.zone), rules, (start, { beauticians }) => {
    offers.push({ start, beauticianIds: beauticians.map((b) => plan.beauticianIds[b]!) });
    return 'more';
  });
  return offers;
}

/** Whether the visit fits at any start on the date, its beauticians' days given in the plan's order: a month's question. */
export function anyVisitStart(
  date: string,
  plan: PlannedVisit,
  days: DayFree[],
  rules: SlotRules,
  range = bookableDateRange(rules),
): boolean {
  let any = false;
  const enough = () => {
    any = true;
    return 'enough' as const;
  };
  searchDay(date, plan, days, rules, enough, range);
  return any;
}

/**
 * The visit at one requested start, or null when it is not one `visitSlots` would offer: what a booking checks. The
 * days are those of the start's date in the salon's zone.
 */
export function visitSlotAt(start: Date, visit: Visit, days: ReadonlyMap<string, BeauticianDay>, rules: SlotRules): VisitSlot | null {
  const date = dateInZone(start, rules.zone);
  const plan = planVisit(visit);
  const dayList = daysOn(date, plan, days, rules.zone);
  const assign = visitSearch(plan.parts, dayList);
  const at = start.getTime();
  let slot: VisitSlot | null = null;
  forEachStart(date, plan, dayList, rules, bookableDateRange(rules), (candidate, first) => {
    const assignment = candidate === at && assign(at, first);
    if (assignment) slot = slotOf(at, plan, assignment);
    return candidate < at ? 'more' : 'enough';
  });
  return slot;
}
