import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { freePort, startApp, stopApp } from '../tests/support/app-process.ts';
import { createBenchDatabase, queryBench, type BenchDatabase, type Engine } from './bench-database.ts';
import { discoverSalon } from './bench-salon.ts';
import { adminScreenTimings, type ScreenTiming } from './admin-screens.ts';
import { lighthouseScores, type LighthouseScore } from './lighthouse.ts';
import { machineFacts } from './machine.ts';
import { writeResults, writeScenariosOnly, writeScreensOnly, type EngineRun } from './results.ts';
import {
  READ_SCENARIOS,
  runBaseline,
  runBookingCostScenario,
  runBookingScenario,
  runReadScenario,
  type RunSettings,
  type ScenarioResult,
} from './scenarios.ts';
import { addTimeOff, TIME_OFF_SCENARIOS } from './time-off.ts';
import { measureOutboxBurst, outboxBurstLine } from './outbox-burst.ts';
import { measureWaitlistRefill, waitlistRefillLine } from './waitlist-refill.ts';

/**
 * `npm run bench` (after the build): issue #8's load scenarios against the built server on PostgreSQL (the
 * targets) and PGlite (reported), each on a freshly seeded large salon, every admin screen opened in Chromium, then
 * Lighthouse, then bench/RESULTS.md.
 * BENCH_SECONDS sets each measurement's length (default 8), BENCH_ENGINES e.g. "postgres" to run one engine,
 * BENCH_LIGHTHOUSE=0 skips Lighthouse, BENCH_ONLY=screens measures the admin screens alone, BENCH_ONLY with
 * scenarios' keys (e.g. "visit-day,visit-month", or "booking-cost,booking-cost-visit,booking") those alone, BENCH_SCREEN_LOADS sets how many loads each screen gets,
 * cold and warm (default 5). BENCH_ONLY=outbox times a burst of 1,000 due messages (issue 27) alone, and
 * BENCH_ONLY=waitlist the waitlist's refill with 200 waiting (issue 28); a full run prints both after RESULTS.md.
 */
const run: RunSettings = { seconds: Number(process.env.BENCH_SECONDS || 8), connections: 50 };
const engines = (process.env.BENCH_ENGINES || 'postgres,pglite').split(',') as Engine[];
const LIGHTHOUSE_PATHS = ['/', '/times', '/checkout'];
const withLighthouse = process.env.BENCH_LIGHTHOUSE !== '0';
/** BENCH_ONLY=screens: the admin screens alone (a few minutes), printed; RESULTS.md is left as it is. */
const onlyScreens = process.env.BENCH_ONLY === 'screens';
/** BENCH_ONLY=<keys>: those scenarios alone (and the baseline), printed; RESULTS.md is left as it is. */
const onlyKeys =
  process.env.BENCH_ONLY && !onlyScreens && !['outbox', 'waitlist'].includes(process.env.BENCH_ONLY)
    ? process.env.BENCH_ONLY.split(',')
    : undefined;
const wanted = (key: string) => !onlyKeys || onlyKeys.includes(key);

const OVERLAPS_SQL = `select count(*)::int as n from appointments a join appointments b
  on a.beautician_id = b.beautician_id and a.id < b.id
  and tstzrange(a.occupied_from, a.occupied_to, '[)') && tstzrange(b.occupied_from, b.occupied_to, '[)')
  where a.status in ('reserved_unpaid', 'confirmed', 'completed') and b.status in ('reserved_unpaid', 'confirmed', 'completed')`;

async function measureBaseline(): Promise<ScenarioResult> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/baseline-server.ts'], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'inherit',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilAnswering(`${baseUrl}/api/health`);
    return await runBaseline(baseUrl, { ...run, serverPid: child.pid });
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

async function measureEngine(engine: Engine, runLighthouse: boolean): Promise<EngineRun> {
  log(`${engine}: seeding the large salon`);
  const started = Date.now();
  const bench: BenchDatabase = await createBenchDatabase(engine);
  const seedSeconds = (Date.now() - started) / 1000;
  const app = await startApp({ dataDir: bench.dataDir, databaseUrl: bench.databaseUrl, env: { BOOKING_RATE_LIMIT_PER_MINUTE: '0' } });
  let lighthouse: LighthouseScore[] | undefined;
  let screens: ScreenTiming[] | undefined;
  const scenarios: ScenarioResult[] = [];
  try {
    const salon = await discoverSalon(app.baseUrl);
    const onServer = { ...run, serverPid: app.child.pid, databaseUrl: bench.databaseUrl };
    if (onlyScreens) return { engine, seedSeconds, scenarios, screens: await adminScreenTimings(salon) };
    for (const scenario of READ_SCENARIOS.filter((s) => wanted(s.key))) {
      log(`${engine}: ${scenario.title}`);
      scenarios.push(await runReadScenario(scenario, salon, onServer));
    }
    if (!onlyKeys) {
      log(`${engine}: every admin screen, opened to its first data, cold and warm`);
      screens = await adminScreenTimings(salon);
      // Issue 16: the same availability reads once the salon has time off and closures.
      log(`${engine}: ${await addTimeOff(salon)} time-off rows added`);
      for (const scenario of TIME_OFF_SCENARIOS) {
        log(`${engine}: ${scenario.title}`);
        scenarios.push(await runReadScenario(scenario, salon, onServer));
      }
      if (runLighthouse) {
        log(`${engine}: Lighthouse ${LIGHTHOUSE_PATHS.join(' ')}`);
        lighthouse = await lighthouseScores(app.baseUrl, LIGHTHOUSE_PATHS);
      }
    }
    // Issue 25: what a booking costs, its e-mails stored; each waits for them, so nothing is left running after it.
    for (const services of [1, 3] as const) {
      if (!wanted(services === 1 ? 'booking-cost' : 'booking-cost-visit')) continue;
      log(`${engine}: booking cost (${services === 1 ? 'one service' : 'a visit of three'}, distinct free slots)`);
      scenarios.push(await runBookingCostScenario(salon, onServer, services));
    }
    // Last: its bookings leave the server sending their e-mails (two a booking) for a while after it, which every
    // figure measured then would carry (the dashboard measured after it took 2.2 s on 2026-11-24, 0.8–1.3 s before).
    if (wanted('booking')) {
      log(`${engine}: booking under contention`);
      scenarios.push(await runBookingScenario(salon, onServer));
    }
  } finally {
    await stopApp(app);
  }
  // PGlite's directory is free once the server has stopped; PostgreSQL could be asked at any time.
  const booking = scenarios.find((s) => s.key === 'booking');
  if (booking?.contention) booking.contention.overlaps = (await queryBench<{ n: number }>(bench, OVERLAPS_SQL))[0]?.n ?? -1;
  await bench.destroy();
  return { engine, seedSeconds, scenarios, lighthouse, screens };
}

async function waitUntilAnswering(url: string): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within 10 s`);
}

function log(line: string) {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);
}

/** Issue 27: 1,000 due messages, e-mails and texts, sent by two senders at once, per engine (printed). */
async function outboxBursts(): Promise<string> {
  const lines: string[] = [];
  for (const engine of engines) {
    log(`${engine}: a burst of 1,000 due messages`);
    lines.push(outboxBurstLine(await measureOutboxBurst(engine)));
  }
  return lines.join('\n');
}

/** Issue 28: what the waitlist's refill adds to a staff write, with 200 waiting, per engine (printed). */
async function waitlistRefills(): Promise<string> {
  const lines: string[] = [];
  for (const engine of engines) {
    log(`${engine}: the waitlist's refill with 200 waiting`);
    lines.push(waitlistRefillLine(await measureWaitlistRefill(engine)));
  }
  return lines.join('\n');
}

if (process.env.BENCH_ONLY === 'outbox') {
  console.log(await outboxBursts());
} else if (process.env.BENCH_ONLY === 'waitlist') {
  console.log(await waitlistRefills());
} else if (onlyScreens) {
  const runs: EngineRun[] = [];
  for (const engine of engines) runs.push(await measureEngine(engine, false));
  console.log(writeScreensOnly(runs));
} else if (onlyKeys) {
  log('baseline: bare Fastify');
  const baseline = await measureBaseline();
  const runs: EngineRun[] = [];
  for (const engine of engines) runs.push(await measureEngine(engine, false));
  console.log(writeScenariosOnly(baseline, runs));
} else {
  log('baseline: bare Fastify');
  const baseline = await measureBaseline();
  const runs: EngineRun[] = [];
  for (const engine of engines) runs.push(await measureEngine(engine, withLighthouse && engine === engines[0]));
  const markdown = writeResults({ machine: await machineFacts(), run, baseline, runs });
  fs.writeFileSync('bench/RESULTS.md', markdown);
  console.log(markdown);
  console.log(await outboxBursts());
  console.log(await waitlistRefills());
}
