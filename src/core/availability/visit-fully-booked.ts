import { daysOfMonth, endOfDayInZone, startOfDayInZone } from '../time.ts';
import type { DayVerdictMemo } from './fully-booked.ts';
import { mergedSpansOf, touching, type Span, type TimeRange } from './time-ranges.ts';
import { dayState, type DayState, type MonthDaysOff, type OffRange } from './time-off.ts';
import { bookableDateRange, type BeauticianDay, type SlotRules } from './slots.ts';
import { dayFreeOf, workingSpans } from './visit-fit.ts';
import { anyVisitStart, planVisit, type Visit } from './visit-slots.ts';

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
  const range = bookableDateRange(rules);
  const earliest = rules.now.getTime() + rules.minNoticeMinutes * 60_000;
  const plan = planVisit(visit);
  // The plan's beauticians in its order (its parts name them by index), their busy time merged once for the month.
  const months = plan.beauticianIds.map((id) => {
    const b = beauticians.get(id);
    return b && { ...b, busySpans: mergedSpansOf(b.busy), offSpans: mergedSpansOf(b.off) };
  });
  const result: VisitMonth = { fullyBooked: [], notWorking: [], closed: [] };

  for (const date of daysOfMonth(year, month)) {
    if (date < range.first || date > range.last) continue;
    const day = { start: startOfDayInZone(date, rules.zone).getTime(), end: endOfDayInZone(date, rules.zone).getTime() };
    const windows = months.map((b) => (b ? workingSpans(date, b.hours, rules.zone) : []));
    const states = months.map((b, i): DayState => (b ? stateOn(date, day, b, windows[i]!, rules.zone) : { state: 'no_hours' }));
    const closed = states.find((s) => s.state === 'closed');
    if (closed?.state === 'closed') {
      result.closed.push({ date, label: closed.label });
      continue;
    }
    const verdicts = plan.parts.map((part) => serviceVerdict(part.candidates.map((b) => states[b]!)));
    if (verdicts.includes('off')) result.notWorking.push(date);
    if (verdicts.some((v) => v !== 'open')) continue;

    const fullyBooked = () => {
      const days = months.map((b, i) => (b ? dayFreeOf(windows[i]!, within(b.offSpans, day), within(b.busySpans, day)) : NOT_WORKING));
      return !anyVisitStart(date, plan, days, rules, range);
    };
    if (memo && day.start >= earliest ? memo(date, fullyBooked) : fullyBooked()) result.fullyBooked.push(date);
  }
  return result;
}

type Prepared = MonthOfBeautician & { busySpans: Span[]; offSpans: Span[] };

const NOT_WORKING = { windows: [], open: [], free: [] };

const spanStart = (s: Span) => s.start;
const spanEnd = (s: Span) => s.end;
const within = (merged: Span[], day: Span) => touching(merged, day.start, day.end, spanStart, spanEnd);

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
