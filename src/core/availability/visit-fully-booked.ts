import { daysOfMonth, endOfDayInZone, startOfDayInZone } from '../time.ts';
import type { DayVerdictMemo } from './fully-booked.ts';
import { mergedSpansOf, touching, type Span, type TimeRange } from './time-ranges.ts';
import { dayState, type DayState, type MonthDaysOff, type OffRange } from './time-off.ts';
import { bookableDateRange, type BeauticianDay, type SlotRules } from './slots.ts';
import { dayFreeOf, workingSpans, type DayFree } from './visit-fit.ts';
import { planVisit, type PlannedVisit, type Visit } from './visit-plan.ts';
import { monthSearch } from './visit-slots.ts';

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
  const dates = daysOfMonth(year, month).filter((date) => date >= range.first && date <= range.last);
  if (dates.length === 0) return { fullyBooked: [], notWorking: [], closed: [] };
  const { plan, midnights, months, search } = preparedMonth(visit, beauticians, dates, rules.zone);
  const result: VisitMonth = { fullyBooked: [], notWorking: [], closed: [] };

  for (const [d, date] of dates.entries()) {
    const day = { start: midnights[d]!, end: midnights[d + 1]! };
    const states = months.map((b): DayState => (b ? stateOn(date, day, b, b.windows[d]!, rules.zone) : NO_HOURS));
    const closed = states.find((s) => s.state === 'closed');
    if (closed?.state === 'closed') {
      result.closed.push({ date, label: closed.label });
      continue;
    }
    const verdicts = plan.parts.map((part) => serviceVerdict(part.candidates.map((b) => states[b]!)));
    if (verdicts.includes('off')) result.notWorking.push(date);
    if (verdicts.some((v) => v !== 'open')) continue;

    const fullyBooked = () => !search()(day, rules);
    if (memo && day.start >= earliest ? memo(date, fullyBooked) : fullyBooked()) result.fullyBooked.push(date);
  }
  return result;
}

type Prepared = MonthOfBeautician & { offSpans: Span[] } & BeauticianMonth;

/** A beautician's month over some dates: their windows on each date, and (when first asked) their open and free time. */
interface BeauticianMonth {
  windows: Span[][];
  free: () => DayFree;
}

const beauticianMonths = new WeakMap<readonly TimeRange[], Map<string, { of: MonthOfBeautician; month: BeauticianMonth }>>();

/**
 * A beautician's month, remembered for the lists the server hands out (the same busy list, time off and hours while
 * nothing changes): every visit that month asks about them names the same few beauticians.
 */
function beauticianMonth(b: MonthOfBeautician, dates: string[], zone: string): BeauticianMonth {
  const key = `${zone} ${dates[0]} ${dates.at(-1)}`;
  let byDates = beauticianMonths.get(b.busy);
  if (!byDates) beauticianMonths.set(b.busy, (byDates = new Map()));
  const known = byDates.get(key);
  const same = known && known.of.off === b.off && known.of.hours.salonHours === b.hours.salonHours;
  if (same && known.of.hours.beauticianHours === b.hours.beauticianHours) return known.month;

  const windows = dates.map((date) => workingSpans(date, b.hours, zone));
  let free: DayFree | undefined;
  // Their windows, open and free time over the dates, for one search of the whole month.
  const month = { windows, free: () => (free ??= dayFreeOf(windows.flat(), mergedSpansOf(b.off), mergedSpansOf(b.busy))) };
  if (byDates.size >= 8) byDates.clear();
  byDates.set(key, { of: b, month });
  return month;
}

interface PreparedMonth {
  plan: PlannedVisit;
  /** each date's first instant, and the instant after the last date */
  midnights: number[];
  /** the plan's beauticians in its order (its parts name them by index), with their windows on each date */
  months: Array<Prepared | undefined>;
  /** the month's search, made when a day first needs it */
  search: () => ReturnType<typeof monthSearch>;
}

const preparedMonths = new WeakMap<Visit, WeakMap<ReadonlyMap<string, MonthOfBeautician>, { key: string; month: PreparedMonth }>>();

/**
 * What a month's verdicts need of the visit and its beauticians, made once for these dates: a month's answer is worked
 * out at two instants from the same read (the server's answer-windows.ts), so it is remembered for the same objects.
 */
function preparedMonth(visit: Visit, beauticians: ReadonlyMap<string, MonthOfBeautician>, dates: string[], zone: string): PreparedMonth {
  const key = `${zone} ${dates[0]} ${dates.at(-1)}`;
  let byBeauticians = preparedMonths.get(visit);
  if (!byBeauticians) preparedMonths.set(visit, (byBeauticians = new WeakMap()));
  const known = byBeauticians.get(beauticians);
  if (known?.key === key) return known.month;

  const plan = planVisit(visit);
  // Each date from its midnight to the next one's (23 or 25 hours when the clocks change).
  const midnights = [...dates.map((date) => startOfDayInZone(date, zone).getTime()), endOfDayInZone(dates.at(-1)!, zone).getTime()];
  const months = plan.beauticianIds.map((id): Prepared | undefined => {
    const b = beauticians.get(id);
    return b && { ...b, offSpans: mergedSpansOf(b.off), ...beauticianMonth(b, dates, zone) };
  });
  let search: ReturnType<typeof monthSearch> | undefined;
  const monthFree = () => months.map((b) => b?.free() ?? NOT_WORKING);
  const month: PreparedMonth = { plan, midnights, months, search: () => (search ??= monthSearch(plan, monthFree())) };
  byBeauticians.set(beauticians, { key, month });
  return month;
}

const NOT_WORKING = { windows: [], open: [], free: [] };
const NO_HOURS: DayState = { state: 'no_hours' };
const OPEN: DayState = { state: 'open' };

const spanStart = (s: Span) => s.start;
const spanEnd = (s: Span) => s.end;
const within = (merged: Span[], day: Span) => touching(merged, day.start, day.end, spanStart, spanEnd);

/** Where the date stands for a beautician (time-off.ts's dayState), asked only when time off touches it. */
function stateOn(date: string, day: Span, b: Prepared, windows: Span[], zone: string): DayState {
  if (b.offSpans.length === 0 || within(b.offSpans, day).length === 0) return windows.length > 0 ? OPEN : NO_HOURS;
  const offToday = b.off.filter((o) => o.end.getTime() > day.start && o.start.getTime() < day.end);
  return dayState(date, b.hours, offToday, zone);
}

/** One service's day: someone works ('open'), everyone who would work is off ('off'), or the week rules it out. */
function serviceVerdict(states: DayState[]): 'open' | 'off' | 'week' {
  if (states.some((s) => s.state === 'open')) return 'open';
  return states.some((s) => s.state === 'off') ? 'off' : 'week';
}
