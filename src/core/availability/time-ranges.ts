/**
 * Small pure operations over half-open time ranges [start, end), in the style of cal.com's date-ranges:
 * an appointment ending at 10:00 and one starting at 10:00 do not overlap.
 */
export interface TimeRange {
  start: Date;
  end: Date;
}

/** A time range as epoch milliseconds: what the hot loops of availability work in, free of Date objects. */
export interface Span {
  start: number;
  end: number;
}

export const toSpan = (r: TimeRange): Span => ({ start: r.start.getTime(), end: r.end.getTime() });
const toRange = (s: Span): TimeRange => ({ start: new Date(s.start), end: new Date(s.end) });

/** Sorted, disjoint, non-empty spans; touching spans are joined. NaN (an invalid date) is dropped with the empties. */
export function mergeSpans(spans: Span[]): Span[] {
  const sorted = spans.filter((s) => s.end > s.start).sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const span of sorted) {
    const last = merged[merged.length - 1];
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

const normalise = (ranges: TimeRange[]): Span[] => mergeSpans(ranges.map(toSpan));

const mergedLists = new WeakMap<readonly TimeRange[], Span[]>();

/**
 * A list of ranges as merged spans, remembered for that list: the server hands out the same cached lists of busy
 * time and time off for as long as nothing changes, and each availability question asks for several of them. The
 * answer is shared: never to be changed by the caller.
 */
export function mergedSpansOf(ranges: readonly TimeRange[]): Span[] {
  let spans = mergedLists.get(ranges);
  if (!spans) mergedLists.set(ranges, (spans = mergeSpans(ranges.map(toSpan))));
  return spans;
}

export function mergeRanges(ranges: TimeRange[]): TimeRange[] {
  return normalise(ranges).map(toRange);
}

/** The time inside both a and b. */
export function intersectRanges(a: TimeRange[], b: TimeRange[]): TimeRange[] {
  return intersectSpans(normalise(a), normalise(b)).map(toRange);
}

/** The time inside both of two merged lists (see mergeSpans). */
export function intersectSpans(left: Span[], right: Span[]): Span[] {
  const result: Span[] = [];
  let i = 0;
  let j = 0;
  while (i < left.length && j < right.length) {
    const l = left[i] as Span;
    const r = right[j] as Span;
    const start = Math.max(l.start, r.start);
    const end = Math.min(l.end, r.end);
    if (end > start) result.push({ start, end });
    // Whichever finishes first cannot meet anything further along the other list.
    if (l.end < r.end) i++;
    else j++;
  }
  return result;
}

/** The time inside either of two merged lists (see mergeSpans), in one pass. */
export function unionSpans(left: Span[], right: Span[]): Span[] {
  const result: Span[] = [];
  let i = 0;
  let j = 0;
  while (i < left.length || j < right.length) {
    const next = j >= right.length || (i < left.length && left[i]!.start <= right[j]!.start) ? left[i++]! : right[j++]!;
    const last = result[result.length - 1];
    if (last && next.start <= last.end) last.end = Math.max(last.end, next.end);
    else result.push({ start: next.start, end: next.end });
  }
  return result;
}

/** The time in `from` not covered by any of `remove`. */
export function subtractRanges(from: TimeRange[], remove: TimeRange[]): TimeRange[] {
  return subtractSpans(normalise(from), normalise(remove)).map(toRange);
}

/** The time in `from` not covered by any of `removals`, both merged lists (see mergeSpans). */
export function subtractSpans(from: Span[], removals: Span[]): Span[] {
  const result: Span[] = [];
  let j = 0;
  for (const span of from) {
    let cursor = span.start;
    // Removals ending before this span can be skipped for good: both lists are sorted.
    while (j < removals.length && (removals[j] as Span).end <= cursor) j++;
    let k = j;
    while (k < removals.length && (removals[k] as Span).start < span.end) {
      const cut = removals[k] as Span;
      if (cut.start > cursor) result.push({ start: cursor, end: cut.start });
      cursor = Math.max(cursor, cut.end);
      k++;
    }
    if (cursor < span.end) result.push({ start: cursor, end: span.end });
  }
  return result;
}

/**
 * The members of `merged` touching [from, to): sorted and disjoint, so their ends are sorted too and the first is
 * found by binary search. Ranges or spans, through `startOf` and `endOf`.
 */
export function touching<T>(merged: readonly T[], from: number, to: number, startOf: (t: T) => number, endOf: (t: T) => number): T[] {
  let low = 0;
  let high = merged.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (endOf(merged[mid] as T) <= from) low = mid + 1;
    else high = mid;
  }
  const result: T[] = [];
  for (let i = low; i < merged.length && startOf(merged[i] as T) < to; i++) result.push(merged[i] as T);
  return result;
}

export function rangeContains(outer: TimeRange, inner: TimeRange): boolean {
  return outer.start.getTime() <= inner.start.getTime() && inner.end.getTime() <= outer.end.getTime();
}

/** Half-open: ranges that only touch do not overlap, and an empty range overlaps nothing. */
export function rangesOverlap(a: TimeRange, b: TimeRange): boolean {
  const x = toSpan(a);
  const y = toSpan(b);
  return x.start < x.end && y.start < y.end && x.start < y.end && y.start < x.end;
}
