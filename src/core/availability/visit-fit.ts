import { busyOffsets, hasProcessing, type ServiceTiming } from './service-timing.ts';
import { intersectSpans, mergedSpansOf, mergeSpans, subtractSpans, toSpan, unionSpans, type Span } from './time-ranges.ts';
import { workingWindows, type BeauticianDay, type WeeklyHours } from './slots.ts';

/**
 * The search behind visit-slots.ts: whether a visit fits at one start, and with whom. Times are milliseconds here,
 * spans sorted and disjoint, so each question is a binary search or a walk along a list.
 */

const MINUTE_MS = 60_000;

/** A beautician's day as a visit reads it: working windows, those less time off (`open`), and less busy time (`free`). */
export interface DayFree {
  windows: Span[];
  open: Span[];
  free: Span[];
}

/** The same three steps as generateSlots takes, so a visit of one service sees exactly what it sees. */
export function dayFree(date: string, day: BeauticianDay, zone: string): DayFree {
  return dayFreeOf(workingSpans(date, day, zone), mergedSpansOf(day.off ?? []), mergedSpansOf(day.busy));
}

type Hours = Pick<BeauticianDay, 'salonHours' | 'beauticianHours'>;
const windowsKnown = new WeakMap<readonly WeeklyHours[], WeakMap<readonly WeeklyHours[], Map<string, Span[]>>>();
const DATES_KNOWN_PER_HOURS = 1000;

/**
 * A date's working windows (workingWindows, as spans), remembered per pair of hours lists: the catalogue hands out the
 * same lists for as long as it is unchanged, and every question about a visit asks for several beauticians' days.
 * Shared: never to be changed by the caller.
 */
export function workingSpans(date: string, hours: Hours, zone: string): Span[] {
  let bySalon = windowsKnown.get(hours.salonHours);
  if (!bySalon) windowsKnown.set(hours.salonHours, (bySalon = new WeakMap()));
  let byDate = bySalon.get(hours.beauticianHours);
  if (!byDate) bySalon.set(hours.beauticianHours, (byDate = new Map()));
  const key = `${zone} ${date}`;
  let windows = byDate.get(key);
  if (!windows) {
    if (byDate.size >= DATES_KNOWN_PER_HOURS) byDate.clear();
    byDate.set(key, (windows = mergeSpans(workingWindows(date, hours, zone).map(toSpan))));
  }
  return windows;
}

/** From merged working windows, time off and busy time (see mergeSpans). */
export function dayFreeOf(windows: Span[], off: Span[], busy: Span[]): DayFree {
  const open = off.length > 0 ? subtractSpans(windows, off) : windows;
  return { windows, open, free: busy.length > 0 ? subtractSpans(open, busy) : open };
}

/** Whether [from, to) lies inside one span of the sorted, disjoint `within`. */
function inside(within: Span[], from: number, to: number): boolean {
  let low = 0;
  let high = within.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (within[mid]!.start <= from) low = mid + 1;
    else high = mid;
  }
  const span = within[low - 1];
  return span !== undefined && to <= span.end;
}

/** 0: the part keeps its buffers; +1: no preparation (the same beautician did the part before); +2: no clean-up. */
type Joins = 0 | 1 | 2 | 3;
const NO_PREPARATION = 1;
const NO_CLEAN_UP = 2;

/** What a part needs of its beautician, in ms from its start, for each way it joins its neighbours. */
interface PartNeeds {
  timing: ServiceTiming;
  busy: Span[];
  /** the whole part with its buffers, where a processing part leaves the beautician free (null: `busy` is it) */
  whole: Span | null;
}

/** A service of the visit, with its beauticians as indices into the visit's list of beauticians. */
export interface PlannedPart {
  timing: ServiceTiming;
  candidates: number[];
  /** ms from the visit's start to this part's */
  offset: number;
  needs: PartNeeds[];
}

export function plannedPart(timing: ServiceTiming, candidates: number[], offsetMin: number): PlannedPart {
  const needs = ([0, 1, 2, 3] as Joins[]).map((joins): PartNeeds => {
    const joined: ServiceTiming = {
      ...timing,
      bufferBeforeMin: joins & NO_PREPARATION ? 0 : timing.bufferBeforeMin,
      bufferAfterMin: joins & NO_CLEAN_UP ? 0 : timing.bufferAfterMin,
    };
    const busy = busyOffsets(joined).map((o) => ({ start: o.from * MINUTE_MS, end: o.to * MINUTE_MS }));
    const whole = hasProcessing(joined) ? { start: busy[0]!.start, end: busy[busy.length - 1]!.end } : null;
    return { timing: joined, busy, whole };
  });
  return { timing, candidates, offset: offsetMin * MINUTE_MS, needs };
}

/** Who does which part (indices into the visit's beauticians), and each part's timing with the buffers it keeps. */
export interface Assignment {
  beauticians: number[];
  timings: ServiceTiming[];
}

/**
 * The assignment for a visit starting at a given instant (ms), or null when none fits: the fewest beauticians, then
 * the earliest in each part's order of candidates, part by part (docs/decisions/0032). `first` are the first part's
 * candidates who may start then (those whose step grid holds the start). One search per day: its buffers are reused.
 */
export function visitSearch(parts: PlannedPart[], days: DayFree[]): (start: number, first: number[]) => Assignment | null {
  const n = parts.length;
  const known = new Int8Array(n * days.length * 4); // fit memo: 0 unknown, 1 fits, 2 does not
  const chosen = new Int32Array(n);
  const count = new Int32Array(days.length);
  let start = 0;
  let firstCandidates: number[] = [];
  let best: Int32Array | undefined;
  let bestDistinct = n + 1;

  const joinsOf = (i: number, picked: ArrayLike<number>, next: number) =>
    (i > 0 && picked[i - 1] === picked[i] ? NO_PREPARATION : 0) | (next === picked[i] ? NO_CLEAN_UP : 0);
  const fit = (i: number, b: number, joins: number): boolean => {
    const key = (i * days.length + b) * 4 + joins;
    if (known[key] === 0) known[key] = fitsPart(start + parts[i]!.offset, parts[i]!.needs[joins]!, days[b]!) ? 1 : 2;
    return known[key] === 1;
  };
  const place = (i: number, distinct: number): void => {
    if (i === n) {
      best = chosen.slice();
      bestDistinct = distinct;
      return;
    }
    for (const b of i === 0 ? firstCandidates : parts[i]!.candidates) {
      const d = distinct + (count[b] === 0 ? 1 : 0);
      if (d >= bestDistinct) continue;
      chosen[i] = b;
      // The part after may or may not be this beautician's: assume the kinder case until it is chosen.
      const mayJoinNext = i + 1 < n && parts[i + 1]!.candidates.includes(b);
      if (!fit(i, b, joinsOf(i, chosen, mayJoinNext ? b : -1))) continue;
      if (i > 0 && !fit(i - 1, chosen[i - 1]!, joinsOf(i - 1, chosen, b))) continue;
      if (!clearOfEarlierPart(i, chosen, parts)) continue;
      count[b]!++;
      place(i + 1, d);
      count[b]!--;
      if (bestDistinct === 1) return;
    }
  };

  return (at, first) => {
    known.fill(0);
    start = at;
    firstCandidates = first;
    best = undefined;
    bestDistinct = n + 1;
    place(0, 0);
    const picked = best;
    if (!picked) return null;
    return {
      beauticians: [...picked],
      timings: parts.map((p, i) => p.needs[joinsOf(i, picked, i + 1 < n ? picked[i + 1]! : -1)]!.timing),
    };
  };
}

/**
 * The starts (ms) at which each part could be done by one of its candidates, taking the kinder joins: a cheap superset
 * of the starts where the whole visit fits, so most starts of a full day are ruled out without a search.
 */
export function possibleStarts(parts: PlannedPart[], days: DayFree[]): Span[] {
  let possible: Span[] | undefined;
  for (const [i, part] of parts.entries()) {
    let bySomeone: Span[] = [];
    for (const b of part.candidates) {
      const joins =
        (i > 0 && parts[i - 1]!.candidates.includes(b) ? NO_PREPARATION : 0) |
        (i + 1 < parts.length && parts[i + 1]!.candidates.includes(b) ? NO_CLEAN_UP : 0);
      bySomeone = unionSpans(bySomeone, partStarts(part.offset, part.needs[joins]!, days[b]!));
    }
    possible = possible ? intersectSpans(possible, bySomeone) : bySomeone;
    if (possible.length === 0) break;
  }
  return possible ?? [];
}

/** The visit starts at which a part's needs lie in the day. */
function partStarts(offset: number, needs: PartNeeds, day: DayFree): Span[] {
  let starts = startsWithin(day.free, offset + needs.busy[0]!.start, offset + needs.busy[0]!.end);
  for (const need of needs.busy.slice(1)) starts = intersectSpans(starts, startsWithin(day.free, offset + need.start, offset + need.end));
  return needs.whole ? intersectSpans(starts, startsWithin(day.open, offset + needs.whole.start, offset + needs.whole.end)) : starts;
}

/** The starts t at which [t + from, t + to) lies inside one of `spans`, as half-open spans of ms. */
function startsWithin(spans: Span[], from: number, to: number): Span[] {
  const starts: Span[] = [];
  for (const s of spans) if (s.end - to + 1 > s.start - from) starts.push({ start: s.start - from, end: s.end - to + 1 });
  return starts;
}

function fitsPart(partStart: number, needs: PartNeeds, day: DayFree): boolean {
  for (const b of needs.busy) if (!inside(day.free, partStart + b.start, partStart + b.end)) return false;
  return needs.whole === null || inside(day.open, partStart + needs.whole.start, partStart + needs.whole.end);
}

/**
 * A beautician doing two parts of the visit with another's part between them: the earlier part's clean-up must be
 * over before the later one's preparation starts. (Their latest earlier part is enough: those before it end sooner.)
 */
function clearOfEarlierPart(i: number, chosen: Int32Array, parts: PlannedPart[]): boolean {
  const b = chosen[i];
  if (i === 0 || chosen[i - 1] === b) return true;
  let j = i - 2;
  while (j >= 0 && chosen[j] !== b) j--;
  if (j < 0) return true;
  const earlier = parts[j]!.needs[j > 0 && chosen[j - 1] === b ? NO_PREPARATION : 0]!;
  const later = parts[i]!.needs[0]!;
  return parts[j]!.offset + earlier.busy[earlier.busy.length - 1]!.end <= parts[i]!.offset + later.busy[0]!.start;
}
