import { describe, expect, it } from 'vitest';
import { EMPTY_DAY_MIN_WIDTH, weekDayWidths } from './diary-layout.ts';
import { dayMinWidth, diaryLanes, LANE_REM, lanesNeeded, laneRem } from './diary-lanes.ts';

const MINUTE = 60_000;
/** A visit from `from` to `to`, minutes after opening. */
const visit = (from: number, to: number) => ({ start: from * MINUTE, end: to * MINUTE });

describe('lanes for the visits of a day column', () => {
  it('gives a visit alone the whole column', () => {
    expect(diaryLanes([visit(60, 80)])).toEqual([{ lane: 0, lanes: 1, span: 1 }]);
    expect(diaryLanes([])).toEqual([]);
  });

  it('puts four beauticians’ visits at the same time side by side, each a quarter, in the order given', () => {
    const places = diaryLanes([visit(60, 105), visit(60, 80), visit(60, 90), visit(60, 105)]);
    expect(places.map((p) => p.lanes)).toEqual([4, 4, 4, 4]);
    expect(places.map((p) => p.lane).sort()).toEqual([0, 1, 2, 3]);
    expect(places.every((p) => p.span === 1)).toBe(true);
  });

  it('leaves back-to-back visits one above the other, each the whole width', () => {
    expect(diaryLanes([visit(60, 80), visit(80, 100), visit(100, 160)]).map((p) => p.lanes)).toEqual([1, 1, 1]);
  });

  it('draws a very short visit at least a quarter of an hour long, so the next one does not sit on its name', () => {
    expect(diaryLanes([visit(60, 65), visit(70, 90)]).map((p) => p.lanes)).toEqual([2, 2]);
    expect(diaryLanes([visit(60, 65), visit(75, 90)]).map((p) => p.lanes)).toEqual([1, 1]);
  });

  it('shares lanes only within a group of overlapping visits, and stretches a visit over lanes nobody beside it uses', () => {
    // 09:00–11:00 overlaps both 09:30–10:00 and 10:00–10:30, which do not overlap each other: two lanes, not three.
    // 10:45–11:30 overlaps the long one only; at 14:00 a visit alone has the whole column again.
    const places = diaryLanes([visit(0, 120), visit(30, 60), visit(60, 90), visit(105, 150), visit(300, 320)]);
    expect(places).toEqual([
      { lane: 0, lanes: 2, span: 1 },
      { lane: 1, lanes: 2, span: 1 },
      { lane: 1, lanes: 2, span: 1 },
      { lane: 1, lanes: 2, span: 1 },
      { lane: 0, lanes: 1, span: 1 },
    ]);
  });

  it('stretches a visit over the lanes to its right that nothing beside it uses', () => {
    // Three side by side at 10:00; at 10:40 only the first lane is still busy, so the 10:45 visit takes the other two.
    expect(diaryLanes([visit(60, 120), visit(60, 100), visit(60, 100), visit(105, 130)])[3]).toEqual({ lane: 1, lanes: 3, span: 2 });
    // A visit in the first lane stops where a visit beside it holds a lane.
    const places = diaryLanes([visit(60, 120), visit(60, 120), visit(60, 75), visit(130, 140), visit(100, 200)]);
    expect(places[3]).toEqual({ lane: 0, lanes: 3, span: 2 });
    expect(places[4]).toEqual({ lane: 2, lanes: 3, span: 1 });
  });

  it('counts the lanes the busiest moment of a column needs', () => {
    expect(lanesNeeded([])).toBe(1);
    expect(lanesNeeded(diaryLanes([visit(0, 30), visit(0, 30), visit(200, 230)]))).toBe(2);
  });
});

describe('the width a week-view day needs', () => {
  it('gives a lane room for the longest client name on one line, within bounds', () => {
    expect(laneRem(0)).toBe(LANE_REM.min);
    expect(laneRem('Charlotte Evans'.length)).toBe(8);
    expect(laneRem('Bartholomew Featherstonehaugh-Smythe'.length)).toBe(LANE_REM.max);
  });

  it('is as many lanes as the day needs, plus the strip kept free to select a time', () => {
    expect(dayMinWidth(4, 'Zara Ahmed'.length)).toBe('calc(24rem + 10px)');
    expect(dayMinWidth(1, 0)).toBe('calc(6rem + 10px)');
  });
});

describe("the week view's days", () => {
  const at = (day: number, from: string, to: string, name: string) => ({
    start: new Date(`2027-01-${String(day).padStart(2, '0')}T${from}:00`),
    end: new Date(`2027-01-${String(day).padStart(2, '0')}T${to}:00`),
    appointment: { client: { name, email: '', phone: '', notes: '' } },
  });

  it('widen a day for its overlapping visits, each lane as wide as its longest client name needs; other days keep their share', () => {
    const widths = weekDayWidths([
      at(9, '10:00', '10:20', 'Zara Ahmed'),
      at(9, '10:00', '10:45', 'Charlotte Evans'),
      at(9, '10:00', '10:30', 'Isla Campbell'),
      at(9, '11:00', '11:30', 'Amy Li'),
      at(11, '09:00', '10:00', 'Olivia Bennett'),
    ]);
    expect(widths).toEqual(
      new Map([
        ['2027-01-09', dayMinWidth(3, 'Charlotte Evans'.length)],
        ['2027-01-11', dayMinWidth(1, 'Olivia Bennett'.length)],
      ]),
    );
    expect(EMPTY_DAY_MIN_WIDTH).toBe(dayMinWidth(1, 0));
  });
});
