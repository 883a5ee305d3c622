import type { ScreenTiming } from './admin-screens.ts';
import type { ScenarioResult } from './scenarios.ts';

export interface TargetCheck {
  target: string;
  measured: string;
  met: boolean;
  /** how far off, when missed */
  missedBy?: string;
}

const pct = (n: number) => `${Math.round(n * 100)}%`;

/** At most `limit`: missed by how much over it, as a share of the limit. */
function atMost(target: string, value: number, limit: number, unit: string): TargetCheck {
  const measured = `${value.toFixed(1)}${unit}`;
  return value <= limit
    ? { target, measured, met: true }
    : { target, measured, met: false, missedBy: `${(value - limit).toFixed(1)}${unit} (${pct(value / limit - 1)} over)` };
}

function atLeast(target: string, value: number, floor: number, shown: string): TargetCheck {
  return value >= floor
    ? { target, measured: shown, met: true }
    : { target, measured: shown, met: false, missedBy: `${pct(1 - value / floor)} short` };
}

/** What `a` costs the server per answer against `b`: CPU time when both were measured, else by req/s. */
export function costRatio(a: ScenarioResult, b: ScenarioResult): number {
  if (a.serverCpuMsPerRequest && b.serverCpuMsPerRequest) return a.serverCpuMsPerRequest / b.serverCpuMsPerRequest;
  return b.requestsPerSec / a.requestsPerSec;
}

/** Issue #8's targets (and the admin screens' of issues 16 and 23), on the PostgreSQL run. */
export function evaluateTargets(scenarios: ScenarioResult[], baseline: ScenarioResult, screens: ScreenTiming[] = []): TargetCheck[] {
  const get = (key: string) => scenarios.find((s) => s.key === key);
  const checks: TargetCheck[] = [];
  // The availability reads with the salon's time off (issue 16) are held to the same targets. Issue 25 measures them
  // by CPU per answer against the bare route's, not req/s: on two cores the load tool itself caps req/s.
  for (const key of ['slots-day', 'slots-any', 'month', 'slots-day-off', 'slots-any-off', 'month-off']) {
    const s = get(key);
    if (!s) continue;
    checks.push(atMost(`${s.title}: CPU per answer ≤ 3× the bare route's`, costRatio(s, baseline), 3, '×'));
    checks.push(atMost(`${s.title}: p99 ≤ 25 ms`, s.p99Ms, 25, ' ms'));
  }
  for (const suffix of ['', '-off']) {
    const day = get(`slots-day${suffix}`);
    const month = get(`month${suffix}`);
    const withTimeOff = suffix ? ', with time off' : '';
    if (day && month)
      checks.push(atMost(`a month costs at most twice a day${withTimeOff}`, day.requestsPerSec / month.requestsPerSec, 2, '×'));
  }
  // A visit of three services (issue 25): its day as fast as one service's, as clients ask; its month at most twice its
  // day, worked out afresh each time (CPU per answer: steadier than req/s when the machine is shared).
  const visitDay = get('visit-day');
  if (visitDay) checks.push(atMost(`${visitDay.title}: p99 ≤ 25 ms`, visitDay.p99Ms, 25, ' ms'));
  const newDay = get('visit-day-new');
  const newMonth = get('visit-month-new');
  if (newDay && newMonth)
    checks.push(atMost("a new visit's month costs at most twice its day (CPU per answer)", costRatio(newMonth, newDay), 2, '×'));
  const booking = get('booking');
  if (booking?.contention) {
    const c = booking.contention;
    checks.push(
      atLeast('booking under contention: ≥ 1,000 attempts/s', booking.requestsPerSec, 1000, `${booking.requestsPerSec.toFixed(0)}/s`),
    );
    checks.push({
      target: 'booking under contention: zero overlaps',
      measured: String(c.overlaps ?? 'not checked'),
      met: c.overlaps === 0,
      missedBy: `${c.overlaps}`,
    });
    checks.push({
      target: 'booking under contention: zero 5xx',
      measured: String(c.serverErrors),
      met: c.serverErrors === 0,
      missedBy: `${c.serverErrors}`,
    });
  }
  // Issue 25: what a booking costs in all, the app's CPU and the database's, its e-mails stored.
  for (const [key, limit] of [
    ['booking-cost', 3],
    ['booking-cost-visit', 5],
  ] as const) {
    const cost = get(key)?.bookingCost;
    if (!cost) continue;
    const target = `a booking of ${cost.services === 1 ? 'one service' : `${cost.services} services`}: app + database CPU ≤ ${limit} ms`;
    checks.push(
      cost.databaseCpuMsPerBooking === undefined
        ? { target, measured: "the database's CPU could not be read (PGlite, or a server elsewhere)", met: false, missedBy: 'n/a' }
        : atMost(target, cost.appCpuMsPerBooking + cost.databaseCpuMsPerBooking, limit, ' ms'),
    );
  }
  const list = get('admin-list');
  if (list) checks.push(atMost('admin list first page: p99 ≤ 50 ms', list.p99Ms, 50, ' ms'));
  const revenue = get('revenue');
  if (revenue) checks.push(atMost("a year's revenue report: p99 ≤ 100 ms", revenue.p99Ms, 100, ' ms'));
  // The till's reports (issue 17) are held to the revenue report's target.
  for (const key of ['revenue-details', 'takings-year', 'takings-month']) {
    const s = get(key);
    if (s) checks.push(atMost(`${s.title}: p99 ≤ 100 ms`, s.p99Ms, 100, ' ms'));
  }
  return [...checks, ...screenTargets(screens)];
}

/** Issue 16 held the dashboard to 1 s from an empty cache; issue 23 every admin screen, and to 0.5 s once its code is cached. */
export function screenTargets(screens: ScreenTiming[]): TargetCheck[] {
  return screens.flatMap((s) => [
    atMost(`${s.title} (${s.path}) shows its data, cold: median ≤ 1,000 ms`, s.cold.medianMs, 1000, ' ms'),
    atMost(`${s.title} (${s.path}) shows its data, warm: median ≤ 500 ms`, s.warm.medianMs, 500, ' ms'),
  ]);
}
