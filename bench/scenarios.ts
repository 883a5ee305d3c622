import { addMonthsToDate } from '../src/core/time.ts';
import { load, type LoadResult } from './load.ts';
import { pick, type BenchSalon } from './bench-salon.ts';
import { contendForSlots, type ContentionResult } from './contention.ts';

export interface ScenarioResult extends LoadResult {
  key: string;
  title: string;
  connections: number;
  /** the booking scenario's own findings */
  contention?: ContentionResult;
}

export interface RunSettings {
  seconds: number;
  connections: number;
  /** the server under test, for its CPU time per request */
  serverPid?: number;
}

export interface ReadScenario {
  key: string;
  title: string;
  staff?: boolean;
  /** fewer than the run's connections: a back office has a handful of staff, not 50 (docs/decisions/0015) */
  connections?: number;
  path: (salon: BenchSalon) => string;
}

const slotsPath = (salon: BenchSalon, any: boolean) => {
  const service = pick(salon.services);
  const who = any ? 'any=true' : `beauticianId=${pick(service.beauticianIds)}`;
  return `/api/slots?serviceId=${service.id}&variantName=Standard&${who}&date=${pick(salon.dates)}`;
};

/** Three different services, 'Standard' each, any beautician for each: a visit as a client builds it (issue 25). */
const visitItems = (salon: BenchSalon) => {
  const services = new Set<string>();
  while (services.size < 3) services.add(pick(salon.services).id);
  return [...services].map((id) => `service=${id}&variant=Standard&beautician=any`).join('&');
};

const yearAgo = (today: string) => `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
const monthAgo = (today: string) => addMonthsToDate(today, -1);

/** Staff at once in the back office. */
const STAFF_CONNECTIONS = 5;

/** Issue #8's read scenarios, in the order RESULTS.md lists them. */
export const READ_SCENARIOS: ReadScenario[] = [
  { key: 'slots-day', title: 'GET /api/slots (one day, one beautician)', path: (s) => slotsPath(s, false) },
  { key: 'slots-any', title: 'GET /api/slots (one day, any=true)', path: (s) => slotsPath(s, true) },
  {
    key: 'month',
    title: 'GET /api/slots/fully-booked (one month)',
    path: (s) => {
      const service = pick(s.services);
      const { year, month } = pick(s.months);
      return `/api/slots/fully-booked?serviceId=${service.id}&variantName=Standard&beauticianId=${pick(service.beauticianIds)}&year=${year}&month=${month}`;
    },
  },
  // A visit of three services with 'any' for each (issue 25): a different visit nearly every time, so each is worked out.
  {
    key: 'visit-day',
    title: 'GET /api/slots/visit (three services, any for each: one day)',
    path: (s) => `/api/slots/visit?${visitItems(s)}&date=${pick(s.dates)}`,
  },
  {
    key: 'visit-month',
    title: 'GET /api/slots/visit/fully-booked (three services, any for each: one month)',
    path: (s) => {
      const { year, month } = pick(s.months);
      return `/api/slots/visit/fully-booked?${visitItems(s)}&year=${year}&month=${month}`;
    },
  },
  { key: 'services', title: 'GET /api/services', path: () => '/api/services' },
  { key: 'salon', title: 'GET /api/salon', path: () => '/api/salon' },
  // As the appointments screen first loads it: all time, newest first, 50 a page.
  {
    key: 'admin-list',
    title: 'GET /api/appointments (admin list, first page)',
    staff: true,
    connections: STAFF_CONNECTIONS,
    path: () => '/api/appointments?sort=start&order=desc&limit=50&offset=0',
  },
  {
    key: 'revenue',
    title: 'GET /api/revenue (one year)',
    staff: true,
    connections: STAFF_CONNECTIONS,
    path: (s) => `/api/revenue?startDate=${yearAgo(s.today)}&endDate=${s.today}`,
  },
  // The till's reports (docs/decisions/0027): the same year cut by service and method, and the money that moved.
  {
    key: 'revenue-details',
    title: 'GET /api/revenue/details (one year)',
    staff: true,
    connections: STAFF_CONNECTIONS,
    path: (s) => `/api/revenue/details?startDate=${yearAgo(s.today)}&endDate=${s.today}`,
  },
  {
    key: 'takings-year',
    title: 'GET /api/takings (one year)',
    staff: true,
    connections: STAFF_CONNECTIONS,
    path: (s) => `/api/takings?startDate=${yearAgo(s.today)}&endDate=${s.today}`,
  },
  {
    key: 'takings-month',
    title: 'GET /api/takings (one month)',
    staff: true,
    connections: STAFF_CONNECTIONS,
    path: (s) => `/api/takings?startDate=${monthAgo(s.today)}&endDate=${s.today}`,
  },
];

export async function runReadScenario(scenario: ReadScenario, salon: BenchSalon, run: RunSettings): Promise<ScenarioResult> {
  const headers = scenario.staff ? { cookie: salon.cookie } : undefined;
  const connections = scenario.connections ?? run.connections;
  const options = { url: salon.baseUrl, connections, headers, serverPid: run.serverPid, next: () => ({ path: scenario.path(salon) }) };
  await load({ ...options, seconds: 1 }); // warm-up: JIT, connection pool, caches
  const result = await load({ ...options, seconds: run.seconds });
  return { key: scenario.key, title: scenario.title, connections, ...result };
}

export async function runBaseline(baseUrl: string, run: RunSettings): Promise<ScenarioResult> {
  const options = { url: `${baseUrl}/api/health`, connections: run.connections, serverPid: run.serverPid };
  await load({ ...options, seconds: 1 });
  const result = await load({ ...options, seconds: run.seconds });
  return { key: 'baseline', title: 'bare Fastify route (baseline)', connections: run.connections, ...result };
}

export async function runBookingScenario(salon: BenchSalon, run: RunSettings): Promise<ScenarioResult> {
  const { result, contention } = await contendForSlots(salon, run);
  return { key: 'booking', title: 'POST /api/appointments (contention)', connections: run.connections, ...result, contention };
}
