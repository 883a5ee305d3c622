/**
 * Visits side by side in a day column of the week and day views (issue 23): a visit overlapping another gets a lane
 * of its own, never a box drawn over someone else's name, and the week view widens a day whose lanes would be too
 * narrow to read a client's name (docs/decisions/0026, 'Short and overlapping visits').
 */

/** A visit's time in a column, in milliseconds. */
export interface LaneSpan {
  start: number;
  end: number;
}

/** Where a visit sits: its lane, how many lanes its group of overlapping visits needs, and how many lanes it spans. */
export interface LanePlace {
  lane: number;
  lanes: number;
  span: number;
}

/**
 * A visit is drawn at least this long (react-big-calendar gives an event a minimum height of about a line), so a
 * five-minute visit and the next one share no pixels.
 */
export const SHORTEST_DRAWN_MS = 15 * 60_000;

const overlap = (a: LaneSpan, b: LaneSpan) => a.start < b.end && b.start < a.end;

/**
 * Lanes for one column's visits, in the order given: earliest (then longest) first into the lowest free lane; a
 * group of visits linked by overlaps shares a number of lanes, and a visit stretches over the lanes to its right
 * that nothing beside it uses.
 */
export function diaryLanes(spans: readonly LaneSpan[], shortest = SHORTEST_DRAWN_MS): LanePlace[] {
  const drawn = spans.map((s) => ({ start: s.start, end: Math.max(s.end, s.start + shortest) }));
  const order = drawn.map((_, i) => i).sort((a, b) => drawn[a]!.start - drawn[b]!.start || drawn[b]!.end - drawn[a]!.end);
  const lane: number[] = new Array<number>(spans.length).fill(0);
  const places: LanePlace[] = new Array<LanePlace>(spans.length);

  let group: number[] = [];
  let groupEnd = -Infinity;
  const closeGroup = () => {
    const lanes = Math.max(0, ...group.map((i) => lane[i]! + 1));
    for (const i of group) {
      const beside = group.filter((j) => j !== i && overlap(drawn[i]!, drawn[j]!)).map((j) => lane[j]!);
      const nextTaken = Math.min(lanes, ...beside.filter((l) => l > lane[i]!));
      places[i] = { lane: lane[i]!, lanes, span: nextTaken - lane[i]! };
    }
    group = [];
  };

  for (const i of order) {
    if (drawn[i]!.start >= groupEnd) closeGroup();
    const taken = new Set(group.filter((j) => overlap(drawn[i]!, drawn[j]!)).map((j) => lane[j]!));
    let free = 0;
    while (taken.has(free)) free++;
    lane[i] = free;
    group.push(i);
    groupEnd = Math.max(groupEnd, drawn[i]!.end);
  }
  closeGroup();
  return places;
}

/** The most lanes any group of the column needs (1 for an empty column). */
export const lanesNeeded = (places: readonly LanePlace[]): number => Math.max(1, ...places.map((p) => p.lanes));

/**
 * A lane is never narrower than this (rem), nor wider than the next (about 22 characters): a longer name wraps
 * between its words where the box is tall enough, and is cut with an ellipsis on a one-line box.
 */
export const LANE_REM = { min: 6, max: 10 } as const;

/**
 * A lane wide enough for a client's name on one line, in rem: 0.45 rem a character at the events' 12 px semibold
 * (DejaVu Sans, wider than most devices' fonts, measures 0.36 to 0.43), and the padding.
 */
export const laneRem = (longestName: number): number =>
  Math.min(LANE_REM.max, Math.max(LANE_REM.min, Math.ceil(longestName * 0.45 + 0.75)));

/** react-big-calendar keeps this much of a column's right edge free, to select a time beside its events. */
const COLUMN_GUTTER_PX = 10;

/** A week-view day's minimum width (CSS) for its lanes, each as wide as the longest client name of the day needs. */
export const dayMinWidth = (lanes: number, longestName: number): string =>
  `calc(${lanes * laneRem(longestName)}rem + ${COLUMN_GUTTER_PX}px)`;
