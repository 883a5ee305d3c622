import { dateInZone } from '../time.ts';
import { timedService, type TimedService } from './service-timing.ts';
import { bookableDateRange, type BeauticianDay, type SlotRules } from './slots.ts';
import { touching, type Span } from './time-ranges.ts';
import { dayFree, possibleStarts, visitSearch, type Assignment, type DayFree } from './visit-fit.ts';
import { planVisit, type PlannedVisit, type Visit } from './visit-plan.ts';

/**
 * A visit of several services (docs/decisions/0032): where it fits on a day, and who does what. The one place the
 * visit rule lives: the slots offered, the month's unavailable dates and the booking's check of a requested start
 * all ask these functions.
 */

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

const NO_DAY: DayFree = { windows: [], open: [], free: [] };

/** The plan's beauticians' days on `date`, in its order (missing: not working). */
const daysOn = (date: string, plan: PlannedVisit, days: ReadonlyMap<string, BeauticianDay>, zone: string): DayFree[] =>
  plan.beauticianIds.map((id) => {
    const day = days.get(id);
    return day ? dayFree(date, day, zone) : NO_DAY;
  });

/**
 * The visit's candidate starts, ascending, each with the first service's candidates who would start then: every step
 * from each of their windows' openings (`windowsOf`), in elapsed time (as generateSlots), from the notice on, among
 * the `possible` starts (see possibleStarts). `each` says when it has seen enough.
 */
function forEachStart(
  plan: PlannedVisit,
  windowsOf: (b: number) => Span[],
  possible: Span[],
  rules: SlotRules,
  each: (start: number, first: number[]) => 'more' | 'enough',
): void {
  if (!(rules.stepMinutes > 0)) throw new RangeError('stepMinutes must be positive');
  const earliest = rules.now.getTime() + rules.minNoticeMinutes * 60_000;
  const step = rules.stepMinutes * 60_000;
  const order = plan.parts[0]!.candidates;
  // Each first-service candidate's own grid, ascending (windows and possible starts both are), then merged in order.
  const grids = order.map((b) => {
    const grid: number[] = [];
    for (const window of windowsOf(b)) {
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

/**
 * Each start on the date where the visit fits, with its assignment, in order, until `found` has enough; only the start
 * `onlyAt` (ms) when given.
 */
function searchDay(
  date: string,
  plan: PlannedVisit,
  days: DayFree[],
  rules: SlotRules,
  found: (start: number, assignment: Assignment) => 'more' | 'enough',
  onlyAt?: number,
): void {
  const { first, last } = bookableDateRange(rules);
  if (date < first || date > last || plan.parts.length === 0) return;
  const assign = visitSearch(plan.parts, days);
  forEachStart(
    plan,
    (b) => days[b]!.windows,
    possibleStarts(plan.parts, days),
    rules,
    (start, candidates) => {
      if (onlyAt !== undefined && start !== onlyAt) return start < onlyAt ? 'more' : 'enough';
      const assignment = assign(start, candidates);
      return assignment ? found(start, assignment) : 'more';
    },
  );
}

/**
 * A month's question, day by day: whether the visit fits at any start of a day, its beauticians' month given at once
 * (their windows, open and free time over all its bookable days, in the plan's order). A day's parts never leave its
 * windows (a window ends by 23:59, the next day's begins at 00:00), so the month's lists answer as the day's would;
 * the interval test runs once for the month, and a full day is known without a search.
 */
export function monthSearch(plan: PlannedVisit, month: DayFree[]): (day: Span, rules: SlotRules) => boolean {
  const possible = plan.parts.length > 0 ? possibleStarts(plan.parts, month) : [];
  const assign = visitSearch(plan.parts, month);
  return (day, rules) => {
    const possibleToday = spansTouching(possible, day);
    if (possibleToday.length === 0) return false;
    let any = false;
    forEachStart(
      plan,
      (b) => spansTouching(month[b]!.windows, day),
      possibleToday,
      rules,
      (start, first) => {
        any = assign(start, first) !== null;
        return any ? 'enough' : 'more';
      },
    );
    return any;
  };
}

const spansTouching = (spans: Span[], day: Span) =>
  touching(
    spans,
    day.start,
    day.end,
    (s) => s.start,
    (s) => s.end,
  );

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

/**
 * The visit at one requested start, or null when it is not one `visitSlots` would offer: what a booking checks. The
 * days are those of the start's date in the salon's zone.
 */
export function visitSlotAt(start: Date, visit: Visit, days: ReadonlyMap<string, BeauticianDay>, rules: SlotRules): VisitSlot | null {
  const date = dateInZone(start, rules.zone);
  const plan = planVisit(visit);
  let slot: VisitSlot | null = null;
  const at = start.getTime();
  searchDay(
    date,
    plan,
    daysOn(date, plan, days, rules.zone),
    rules,
    (_, assignment) => {
      slot = slotOf(at, plan, assignment);
      return 'enough';
    },
    at,
  );
  return slot;
}
