import type { Engine } from './bench-database.ts';
import type { ScreenTiming } from './admin-screens.ts';
import type { LighthouseScore } from './lighthouse.ts';
import type { MachineFacts } from './machine.ts';
import type { RunSettings, ScenarioResult } from './scenarios.ts';
import { costRatio, evaluateTargets, screenTargets, type TargetCheck } from './targets.ts';

export interface EngineRun {
  engine: Engine;
  seedSeconds: number;
  scenarios: ScenarioResult[];
  lighthouse?: LighthouseScore[];
  screens?: ScreenTiming[];
}

export interface BenchReport {
  machine: MachineFacts;
  run: RunSettings;
  baseline: ScenarioResult;
  runs: EngineRun[];
}

const fixed = (n: number, digits = 0) => n.toFixed(digits);
const cpu = (s: ScenarioResult) => (s.serverCpuMsPerRequest === undefined ? 'n/a' : s.serverCpuMsPerRequest.toFixed(3));
const ratio = (n: number, base: number) => (base > 0 ? `${(n / base).toFixed(2)}×` : 'n/a');

function statusSummary(s: ScenarioResult): string {
  const codes = Object.entries(s.statuses).map(([code, n]) => `${code}: ${n}`);
  if (s.errors > 0) codes.push(`errors: ${s.errors}`);
  return codes.join(', ');
}

function scenarioTable(scenarios: ScenarioResult[], baseline: ScenarioResult): string[] {
  const rows = scenarios.map(
    (s) =>
      `| ${s.title} | ${s.connections} | ${fixed(s.requestsPerSec)} | ${ratio(s.requestsPerSec, baseline.requestsPerSec)} | ` +
      `${fixed(s.p50Ms, 1)} | ${ratio(s.p50Ms, baseline.p50Ms)} | ${fixed(s.p99Ms, 1)} | ${ratio(s.p99Ms, baseline.p99Ms)} | ` +
      `${cpu(s)} | ${s.serverCpuMsPerRequest && baseline.serverCpuMsPerRequest ? ratio(s.serverCpuMsPerRequest, baseline.serverCpuMsPerRequest) : 'n/a'} | ${statusSummary(s)} |`,
  );
  return [
    '| scenario | connections | req/s | req/s vs baseline | p50 ms | p50 vs baseline | p99 ms | p99 vs baseline | server CPU ms/req | CPU vs baseline | responses |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ];
}

function contentionLines(scenarios: ScenarioResult[]): string[] {
  const c = scenarios.find((s) => s.key === 'booking')?.contention;
  if (!c) return [];
  return [
    '',
    `Booking under contention: ${c.slotsOffered} free starts raced for by 8 clients each; ${c.created} booked (201), ` +
      `${c.conflicts} refused (409), ${c.other} other answers, ${c.serverErrors} server errors (5xx); ` +
      `overlapping live appointments afterwards: ${c.overlaps ?? 'not checked'}.`,
  ];
}

function bookingCostLines(scenarios: ScenarioResult[]): string[] {
  return scenarios.flatMap((s) => {
    const c = s.bookingCost;
    if (!c) return [];
    const database = c.databaseCpuMsPerBooking;
    const split =
      database === undefined
        ? `app ${c.appCpuMsPerBooking.toFixed(2)} ms (the database runs inside it)`
        : `app ${c.appCpuMsPerBooking.toFixed(2)} ms + database ${database.toFixed(2)} ms = ${(c.appCpuMsPerBooking + database).toFixed(2)} ms`;
    const sent =
      c.drainSeconds === undefined
        ? 'some of their e-mails were still queued at the end of the wait, so the figure leaves them out'
        : `counted until their e-mails had left the outbox, ${c.drainSeconds.toFixed(1)} s after the last answer`;
    const what = c.services === 1 ? 'one service' : `a visit of ${c.services} services`;
    return [
      '',
      `CPU per booking (${what}, paying at the salon; ${s.connections} connections booking ${c.bookings} distinct free slots ` +
        `after a warm-up; ${sent}): ${split}.`,
    ];
  });
}

function monthVsDay(scenarios: ScenarioResult[]): string[] {
  const day = scenarios.find((s) => s.key === 'slots-day');
  const month = scenarios.find((s) => s.key === 'month');
  const visitLine = (dayKey: string, monthKey: string, what: string) => {
    const visitDay = scenarios.find((s) => s.key === dayKey);
    const visitMonth = scenarios.find((s) => s.key === monthKey);
    return visitDay && visitMonth
      ? ['', `${what} month costs ${costRatio(visitMonth, visitDay).toFixed(2)}× its day (server CPU per answer).`]
      : [];
  };
  return [
    ...(day && month && month.requestsPerSec > 0
      ? ['', `A month costs ${(day.requestsPerSec / month.requestsPerSec).toFixed(2)}× a day (day req/s ÷ month req/s).`]
      : []),
    ...visitLine('visit-day', 'visit-month', "A visit's"),
    ...visitLine('visit-day-new', 'visit-month-new', "A new visit's"),
  ];
}

function screenLines(screens: ScreenTiming[] | undefined): string[] {
  if (!screens?.length) return [];
  const { loads } = screens[0]!.cold;
  return [
    '',
    `Every admin screen, signed in as the owner, from opening it to its first data drawn (Chromium, 1440 px; median and slowest of ${loads} loads each). ` +
      'Cold: an empty cache; warm: opened again in the same browser, the code from its cache.',
    '',
    '| screen | path | cold median ms | cold slowest ms | warm median ms | warm slowest ms |',
    '|---|---|---|---|---|---|',
    ...screens.map(
      (s) =>
        `| ${s.title} | ${s.path} | ${fixed(s.cold.medianMs)} | ${fixed(s.cold.slowestMs)} | ${fixed(s.warm.medianMs)} | ${fixed(s.warm.slowestMs)} |`,
    ),
  ];
}

function targetTable(checks: TargetCheck[]): string[] {
  return [
    '| target | measured | verdict |',
    '|---|---|---|',
    ...checks.map((c) => `| ${c.target} | ${c.measured} | ${c.met ? 'met' : `**missed** by ${c.missedBy}`} |`),
    ...(checks.every((c) => c.met)
      ? []
      : ['', 'Why a target is missed, and what would close the gap: bench/RUNS.md (the run log) and docs/decisions/0015-performance.md.']),
  ];
}

function lighthouseTable(scores: LighthouseScore[] | undefined): string[] {
  if (!scores) return ['Lighthouse was not run.'];
  return [
    '| page | performance | accessibility |',
    '|---|---|---|',
    ...scores.map((s) => `| ${s.path} | ${s.performance} | ${s.accessibility} |`),
  ];
}

/** `BENCH_ONLY=screens`: the admin screens' figures and targets alone, per engine (printed; RESULTS.md is left as it is). */
export function writeScreensOnly(runs: EngineRun[]): string {
  return runs
    .flatMap((r) => ['', `## ${r.engine}`, ...screenLines(r.screens), '', ...targetTable(screenTargets(r.screens ?? []))])
    .join('\n');
}

/** `BENCH_ONLY=<keys>`: those scenarios' figures beside the baseline, and their targets, per engine (printed). */
export function writeScenariosOnly(baseline: ScenarioResult, runs: EngineRun[]): string {
  return runs
    .flatMap((r) => [
      '',
      `## ${r.engine}`,
      '',
      ...scenarioTable([baseline, ...r.scenarios], baseline),
      ...monthVsDay(r.scenarios),
      ...bookingCostLines(r.scenarios),
      ...contentionLines(r.scenarios),
      '',
      ...targetTable(evaluateTargets(r.scenarios, baseline)),
    ])
    .join('\n');
}

/** bench/RESULTS.md: the machine, the versions, every figure with its ratio to the baseline, and the targets. */
export function writeResults({ machine, run, baseline, runs }: BenchReport): string {
  const lines = [
    '# Benchmark results (issue #8)',
    '',
    'Written by `npm run bench`; do not edit by hand. Why the server is shaped this way: docs/decisions/0015-performance.md; earlier runs: bench/RUNS.md.',
    '',
    `- Date: ${machine.date}`,
    `- Machine: ${machine.cores} cores, ${machine.cpu}, ${machine.memoryGb} GB RAM; client (autocannon) and server on the same machine`,
    `- Versions: Node ${machine.node}, PostgreSQL ${machine.postgres}, PGlite ${machine.pglite}`,
    `- Load: ${run.connections} connections (staff scenarios: fewer, see the table), ${run.seconds} s per measurement after a 1 s warm-up; requests spread over services, beauticians, dates and months`,
    `- Baseline (bare Fastify route, same start-up): ${fixed(baseline.requestsPerSec)} req/s, p50 ${fixed(baseline.p50Ms, 1)} ms, p99 ${fixed(baseline.p99Ms, 1)} ms, server CPU ${cpu(baseline)} ms/req`,
    "- Server CPU ms/req is the app process's own CPU time (not PostgreSQL's) per response: it moves far less than req/s when other work shares the machine.",
    `- Load average when the run ended: ${machine.loadAverage}`,
  ];
  for (const r of runs) {
    lines.push('', `## ${r.engine === 'postgres' ? 'PostgreSQL' : 'PGlite'}`, '', `Seeded in ${fixed(r.seedSeconds, 1)} s.`, '');
    lines.push(
      ...scenarioTable(r.scenarios, baseline),
      ...monthVsDay(r.scenarios),
      ...bookingCostLines(r.scenarios),
      ...contentionLines(r.scenarios),
      ...screenLines(r.screens),
    );
    if (r.engine === 'postgres')
      lines.push('', '### Targets (PostgreSQL)', '', ...targetTable(evaluateTargets(r.scenarios, baseline, r.screens)));
    if (r.lighthouse) lines.push('', '### Lighthouse (mobile defaults)', '', ...lighthouseTable(r.lighthouse));
  }
  return `${lines.join('\n')}\n`;
}
