import { randomUUID } from 'node:crypto';
import type { BenchSalon } from './bench-salon.ts';
import { bookingRequest, load, type LoadResult } from './load.ts';
import { DatabaseCpu, processCpuMs, trackBackendCpu } from './process-cpu.ts';
import type { RunSettings } from './scenarios.ts';

/** What one booking costs, everything it sets going included (its e-mails). */
export interface BookingCost {
  /** services in each booking: 1, or a visit of 3 */
  services: number;
  /** bookings measured (after the warm-up), each of a distinct free slot */
  bookings: number;
  appCpuMsPerBooking: number;
  /** the PostgreSQL backends' share; undefined on PGlite (it runs inside the app) or a server on another machine */
  databaseCpuMsPerBooking?: number;
  /** from the last answer until no e-mail was left queued; undefined when some still were at the end of the wait */
  drainSeconds?: number;
}

/** A booking to make: its request body but the client's details. */
type FreeBooking = Record<string, unknown>;

/**
 * A distinct phone number for each booker, as a salon's clients have: from Ofcom's ranges kept for drama (07700
 * 900xxx, 020 7946 0xxx, 0161 496 0xxx, 0113 496 0xxx, 0117 496 0xxx), 5,000 in all; one number shared by thousands of
 * bookers would make the client records' matching by phone, not the booking, what is measured.
 */
function benchPhone(services: number, n: number): string {
  const i = (services === 1 ? 0 : 2500) + n;
  const prefixes = ['07700 900', '020 7946 0', '0161 496 0', '0113 496 0', '0117 496 0'];
  return `${prefixes[Math.floor(i / 1000) % prefixes.length]}${String(i % 1000).padStart(3, '0')}`;
}

/** Bookings made before measuring: the JIT, the pool and the caches warm up on them. */
const WARM_UP_BOOKINGS = 100;
/** At most this many are measured: enough for the /proc clock's 10 ms ticks to vanish in the average. */
const MEASURED_BOOKINGS = 2000;
/** How long the e-mails of the last bookings may take to leave the outbox (BENCH_DRAIN_SECONDS). */
const DRAIN_SECONDS = Number(process.env.BENCH_DRAIN_SECONDS || 90);

/**
 * Issue 25: the CPU one booking costs, the app's and the database's apart, for one service (the first 20 bookable
 * days) and for a visit of three (the next 10; the contention scenario races for the last 30). 50 connections book
 * distinct free slots, paying at the salon, so every attempt books: this is the cost of a booking, not of a refusal,
 * which the contention scenario measures. The CPU is counted from the first measured booking until the outbox has
 * stored or sent every e-mail they owed, so rendering and storing them counts wherever and whenever the app does it.
 */
export async function measureBookingCost(
  salon: BenchSalon,
  run: RunSettings,
  services: 1 | 3,
): Promise<{ result: LoadResult; cost: BookingCost }> {
  const slots =
    services === 1 ? await oneServiceSlots(salon, salon.dates.slice(0, 20)) : await visitSlots(salon, salon.dates.slice(20, 30));
  if (slots.length < WARM_UP_BOOKINGS + 100) throw new Error(`Only ${slots.length} distinct free slots to book`);
  let booked = 0;
  const next = () => {
    const n = ++booked;
    const body = {
      ...slots[n - 1],
      client: { name: `Booker ${services}-${n}`, email: `booker${services}-${n}@mail.example`, phone: benchPhone(services, n) },
      mode: 'pay_in_salon',
      // As the booking page sends it: a retry or a double click books once (docs/decisions/0023).
      requestId: randomUUID(),
    };
    return bookingRequest(body);
  };
  const options = { url: salon.baseUrl, connections: run.connections, seconds: run.seconds, next };
  await load({ ...options, amount: WARM_UP_BOOKINGS });
  const database = run.databaseUrl ? await DatabaseCpu.open(run.databaseUrl) : undefined;
  try {
    const queued = database ? () => queuedOnServer(database) : () => queuedByApi(salon);
    await waitUntilSent(queued, DRAIN_SECONDS);
    const backends = database && trackBackendCpu(database);
    const appBefore = processCpuMs(run.serverPid);
    const result = await load({ ...options, amount: Math.min(MEASURED_BOOKINGS, slots.length - WARM_UP_BOOKINGS) });
    const drainSeconds = await waitUntilSent(queued, DRAIN_SECONDS);
    const appAfter = processCpuMs(run.serverPid);
    const backendMs = (await backends?.stop())?.ms;
    const bookings = result.statuses[201] ?? 0;
    if (bookings !== result.total) throw new Error(`Booking free slots answered ${JSON.stringify(result.statuses)}`);
    return {
      result,
      cost: {
        services,
        bookings,
        appCpuMsPerBooking: appBefore !== undefined && appAfter !== undefined ? (appAfter - appBefore) / bookings : NaN,
        databaseCpuMsPerBooking: backendMs === undefined ? undefined : backendMs / bookings,
        drainSeconds,
      },
    };
  } finally {
    await database?.close();
  }
}

/** Each beautician's services (in the catalogue's order), for the slots asked about. */
function servicesByBeautician(salon: BenchSalon): Map<string, string[]> {
  const byBeautician = new Map<string, string[]>();
  for (const service of salon.services)
    for (const id of service.beauticianIds) byBeautician.set(id, [...(byBeautician.get(id) ?? []), service.id]);
  return byBeautician;
}

/** The Express slots of one service offered for every beautician, none overlapping another of theirs. */
function oneServiceSlots(salon: BenchSalon, dates: string[]): Promise<FreeBooking[]> {
  const asked = [...servicesByBeautician(salon)].map(([beauticianId, [serviceId]]) => ({
    query: `/api/slots?serviceId=${serviceId}&variantName=Express&beauticianId=${beauticianId}`,
    body: (startISO: string) => ({ serviceId, beauticianId, variantName: 'Express', startISO }),
  }));
  return distinctFreeSlots(salon, dates, asked);
}

/** The starts offered for a visit of three Express services by one beautician, for every beautician doing three. */
function visitSlots(salon: BenchSalon, dates: string[]): Promise<FreeBooking[]> {
  const asked = [...servicesByBeautician(salon)]
    .filter(([, ids]) => ids.length >= 3)
    .map(([beauticianId, ids]) => {
      const three = ids.slice(0, 3);
      return {
        query: `/api/slots/visit?${three.map((id) => `service=${id}&variant=Express&beautician=${beauticianId}`).join('&')}`,
        body: (startISO: string) => ({
          serviceId: three[0],
          beauticianId: beauticianId,
          variantName: 'Express',
          startISO,
          also: three.slice(1).map((serviceId) => ({ serviceId, variantName: 'Express', beauticianId })),
        }),
      };
    });
  return distinctFreeSlots(salon, dates, asked);
}

/**
 * The slots each question is offered on `dates`, none overlapping the one before (so each can be booked whatever
 * order the connections take them in); beauticians and days in turn, so the 50 connections book for many
 * beauticians at once, as a busy evening would.
 */
async function distinctFreeSlots(
  salon: BenchSalon,
  dates: string[],
  asked: { query: string; body: (startISO: string) => FreeBooking }[],
): Promise<FreeBooking[]> {
  const byDay: FreeBooking[][] = [];
  for (const date of dates) {
    for (const { query, body } of asked) {
      const res = await fetch(`${salon.baseUrl}${query}&date=${date}`);
      const { slots } = (await res.json()) as { slots: { startISO: string; endISO: string }[] };
      let freeFrom = '';
      const day: FreeBooking[] = [];
      for (const slot of slots) {
        if (slot.startISO < freeFrom) continue;
        day.push(body(slot.startISO));
        freeFrom = slot.endISO;
      }
      byDay.push(day);
    }
  }
  const longest = Math.max(0, ...byDay.map((d) => d.length));
  return Array.from({ length: longest }, (_, i) => byDay.flatMap((d) => (d[i] ? [d[i]] : []))).flat();
}

async function queuedOnServer(database: DatabaseCpu): Promise<number> {
  const [row] = await database.query<{ n: number }>(`select count(*)::int as n from outbox_messages where status = 'queued'`);
  return row?.n ?? 0;
}

/**
 * PGlite's directory is the server's: the Outbox is asked instead. The job sends the oldest first, so the newest
 * messages are the last to leave; none of them queued means none is.
 */
async function queuedByApi(salon: BenchSalon): Promise<number> {
  const res = await fetch(`${salon.baseUrl}/api/outbox?page=1&pageSize=20`, { headers: { cookie: salon.cookie } });
  const { messages } = (await res.json()) as { messages: { status: string }[] };
  return messages.filter((m) => m.status === 'queued').length;
}

/** Seconds until nothing is left queued, or undefined if something still is after `limitSeconds`. */
async function waitUntilSent(queued: () => Promise<number>, limitSeconds: number): Promise<number | undefined> {
  const started = Date.now();
  while ((await queued()) > 0) {
    if (Date.now() - started > limitSeconds * 1000) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return (Date.now() - started) / 1000;
}
