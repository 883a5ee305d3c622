import { daysOfMonth, endOfDayInZone, startOfDayInZone } from '../time.ts';
import type { DayVerdictMemo } from './fully-booked.ts';
import { mergeSpans, toSpan, touching, type Span, type TimeRange } from './time-ranges.ts';
import { dayState, type DayState, type MonthDaysOff, type OffRange } from './time-off.ts';
import { bookableDateRange, workingWindows, type BeauticianDay, type SlotRules } from './slots.ts';
import { dayFreeOf } from './visit-fit.ts';
import { anyVisitStart, planVisit, visitCandidates, type Visit } from './visit-slots.ts';

/** A candidate's month as the server reads it: weekly hours, appointments' busy time, time off and closures. */
export interface MonthOfBeautician {
  hours: Pick<BeauticianDay, 'salonHours' | 'beauticianHours'>;
  busy: TimeRange[];
  off: OffRange[];
}

/** The dates of a month a visit cannot be booked on, with the spec's reasons (as one service's, docs/decisions/0024). */
export interface VisitMonth extends MonthDaysOff {
  /** someone can do every service that day, but the whole visit fits at no start */
  fullyBooked: string[];
}

/**
 * Spec §5 'Calendar / slots' for a visit. A bookable date is 'Closed' when the salon is; 'Not working' when, for
 * some service, every candidate who would work that weekday is off all day; 'Fully booked' when every service has
 * a candidate working but the visit fits at no start. A date on which some service's candidates never work that
 * weekday is left to the week, as for one service. A visit of one service gets exactly fullyBookedDates' and
 * monthDaysOff's answer. `memo` as fullyBookedDates takes it.
 */
export function visitUnavailableDates(
  year: number,
  month: number,
  visit: Visit,
  beauticians: ReadonlyMap<string, MonthOfBeautician>,
  rules: SlotRules,
  memo?: DayVerdictMemo,
): VisitMonth {
  const { first, last } = bookableDateRange(rules);
  const earliest = rules.now.getTime() + rules.minNoticeMinutes * 60_000;
  const candidates = visitCandidates(visit);
  // Merged once for the month, so each day's share is a binary search away.
  const prepared = new Map<string, Prepared>();
  for (const id of new Set(candidates.flat())) {
    const b = beauticians.get(id);
    if (b) prepared.set(id, prepare(b));
  }
  const result: VisitMonth = { fullyBooked: [], notWorking: [], closed: [] };

  for (const date of daysOfMonth(year, month)) {
    if (date < first || date > last) continue;
    const day = { start: startOfDayInZone(date, rules.zone).getTime(), end: endOfDayInZone(date, rules.zone).getTime() };
    const windowsOf = windowsOnDate(date, rules.zone);
    const states = new Map([...prepared].map(([id, b]) => [id, stateOn(date, day, b, windowsOf(b), rules.zone)]));
    const closed = [...states.values()].find((s) => s.state === 'closed');
    if (closed?.state === 'closed') {
      result.closed.push({ date, label: closed.label });
      continue;
    }
    const verdicts = candidates.map((ids) => serviceVerdict(ids.map((id) => states.get(id) ?? { state: 'no_hours' })));
    if (verdicts.includes('off')) result.notWorking.push(date);
    if (verdicts.some((v) => v !== 'open')) continue;

    const fullyBooked = () => {
      const plan = planVisit(visit, (id) => {
        const b = prepared.get(id);
        return b && dayFreeOf(windowsOf(b), within(b.offSpans, day), within(b.busySpans, day));
      });
      return !anyVisitStart(date, plan, rules);
    };
    if (memo && day.start >= earliest ? memo(date, fullyBooked) : fullyBooked()) result.fullyBooked.push(date);
  }
  return result;
}

interface Prepared extends MonthOfBeautician {
  /** the weekly hours as text: beauticians with the same hours share a day's windows */
  hoursKey: string;
  busySpans: Span[];
  offSpans: Span[];
}

const prepare = (b: MonthOfBeautician): Prepared => ({
  ...b,
  hoursKey: JSON.stringify(b.hours),
  busySpans: mergeSpans(b.busy.map(toSpan)),
  offSpans: mergeSpans(b.off.map(toSpan)),
});

/** A date's working windows for each set of weekly hours, worked out once a day whoever has them. */
function windowsOnDate(date: string, zone: string): (b: Prepared) => Span[] {
  const known = new Map<string, Span[]>();
  return (b) => {
    let windows = known.get(b.hoursKey);
    if (!windows) known.set(b.hoursKey, (windows = mergeSpans(workingWindows(date, b.hours, zone).map(toSpan))));
    return windows;
  };
}

const within = (merged: Span[], day: Span) =>
  touching(
    merged,
    day.start,
    day.end,
    (s) => s.start,
    (s) => s.end,
  );

/** Where the date stands for a beautician (time-off.ts's dayState), asked only when time off touches it. */
function stateOn(date: string, day: Span, b: Prepared, windows: Span[], zone: string): DayState {
  if (within(b.offSpans, day).length === 0) return { state: windows.length > 0 ? 'open' : 'no_hours' };
  const offToday = b.off.filter((o) => o.end.getTime() > day.start && o.start.getTime() < day.end);
  return dayState(date, b.hours, offToday, zone);
}

/** One service's day: someone works ('open'), everyone who would work is off ('off'), or the week rules it out. */
function serviceVerdict(states: DayState[]): 'open' | 'off' | 'week' {
  if (states.some((s) => s.state === 'open')) return 'open';
  return states.some((s) => s.state === 'off') ? 'off' : 'week';
}
