import { addMonthsToDate } from '../src/core/time.ts';
import { load, type LoadResult } from './load.ts';
import { pick, type BenchSalon } from './bench-salon.ts';
import { contendForSlots, type ContentionResult } from './contention.ts';
import { measureBookingCost, type BookingCost } from './booking-cost.ts';

export interface ScenarioResult extends LoadResult {
  key: string;
  title: string;
  connections: number;
  /** the booking scenario's own findings */
  contention?: ContentionResult;
  /** the booking-cost scenarios' */
  bookingCost?: BookingCost;
}

export interface RunSettings {
  seconds: number;
  connections: number;
  /** the server under test, for its CPU time per request */
  serverPid?: number;
  /** its PostgreSQL database, for the database's CPU time (undefined on PGlite) */
  databaseUrl?: string;
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

/** A visit of three different services, 'Standard' each, any beautician for each, as a client builds it (issue 25). */
const visitItems = (serviceIds: string[]) => serviceIds.map((id) => `service=${id}&variant=Standard&beautician=any`).join('&');

/** Three of the salon's services at random: a visit nobody has asked about yet, nearly every time. */
const newVisit = (salon: BenchSalon) => {
  const services = new Set<string>();
  while (services.size < 3) services.add(pick(salon.services).id);
  return visitItems([...services]);
};

/**
 * The visits clients are building, as many as the salon has services: the one-service scenarios spread over the 40
 * services, these over 40 visits (each service first in one, with two others after it).
 */
const someVisit = (salon: BenchSalon) => {
  const at = Math.floor(Math.random() * salon.services.length);
  const nth = (k: number) => salon.services[(at + k) % salon.services.length]!.id;
  return visitItems([nth(0), nth(7), nth(19)]);
};

const visitDayPath = (visit: (s: BenchSalon) => string) => (s: BenchSalon) => `/api/slots/visit?${visit(s)}&date=${pick(s.dates)}`;
const visitMonthPath = (visit: (s: BenchSalon) => string) => (s: BenchSalon) => {
  const { year, month } = pick(s.months);
  return `/api/slots/visit/fully-booked?${visit(s)}&year=${year}&month=${month}`;
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
  // A visit of three services with 'any' for each (issue 25): as clients ask (40 visits, as the slots' 40 services), and
  // a new visit every time, so that each answer is worked out and the figures are the computation's.
  { key: 'visit-day', title: 'GET /api/slots/visit (three services, any for each: one day)', path: visitDayPath(someVisit) },
  {
    key: 'visit-month',
    title: 'GET /api/slots/visit/fully-booked (three services, any for each: one month)',
    path: visitMonthPath(someVisit),
  },
  {
    key: 'visit-day-new',
    title: 'GET /api/slots/visit (one day, a new visit each time)',
    path: visitDayPath(newVisit),
  },
  {
    key: 'visit-month-new',
    title: 'GET /api/slots/visit/fully-booked (one month, a new visit each time)',
    path: visitMonthPath(newVisit),
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

/** Issue 25: the CPU a booking costs, its e-mails stored, for one service (`booking-cost`) and a visit of three. */
export async function runBookingCostScenario(salon: BenchSalon, run: RunSettings, services: 1 | 3): Promise<ScenarioResult> {
  const { result, cost } = await measureBookingCost(salon, run, services);
  return {
    key: services === 1 ? 'booking-cost' : 'booking-cost-visit',
    title: `POST /api/appointments (${services === 1 ? 'one service' : 'a visit of three services'}, distinct free slots)`,
    connections: run.connections,
    ...result,
    serverCpuMsPerRequest: cost.appCpuMsPerBooking,
    bookingCost: cost,
  };
}
