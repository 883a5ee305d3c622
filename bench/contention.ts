import type { BenchSalon } from './bench-salon.ts';
import { bookingRequest, load, type LoadResult } from './load.ts';
import type { RunSettings } from './scenarios.ts';

export interface ContentionResult {
  /** free starts the API offered before the race */
  slotsOffered: number;
  created: number;
  conflicts: number;
  /** any other answer: 4xx besides 409, and 5xx */
  other: number;
  serverErrors: number;
  /** live appointments of one beautician that overlap; filled in from the database after the run */
  overlaps?: number;
}

/** How many clients go for each slot at once. */
const RACERS_PER_SLOT = 8;

/**
 * Many clients racing for few slots: the 50 connections walk through the free starts the API offers, eight
 * attempts per start, so each start is fought over while new ones keep the attempts meaningful. Each 201
 * takes a slot (and blocks its neighbours); the rest must be 409s.
 */
export async function contendForSlots(
  salon: BenchSalon,
  run: RunSettings,
): Promise<{ result: LoadResult; contention: Omit<ContentionResult, 'overlaps'> }> {
  const slots = await freeStarts(salon);
  let attempt = 0;
  const next = () => {
    const slot = slots[Math.floor(attempt++ / RACERS_PER_SLOT) % slots.length]!;
    const body = {
      serviceId: slot.serviceId,
      beauticianId: slot.beauticianId,
      variantName: 'Express',
      startISO: slot.startISO,
      client: { name: `Racer ${attempt}`, email: `racer${attempt}@mail.example`, phone: '07700 900123' },
      mode: 'pay_in_salon',
    };
    return bookingRequest(body);
  };
  const result = await load({ url: salon.baseUrl, connections: run.connections, seconds: run.seconds, serverPid: run.serverPid, next });
  const count = (test: (status: number) => boolean) =>
    Object.entries(result.statuses).reduce((sum, [status, n]) => sum + (test(Number(status)) ? n : 0), 0);
  const created = count((s) => s === 201);
  const conflicts = count((s) => s === 409);
  return {
    result,
    contention: {
      slotsOffered: slots.length,
      created,
      conflicts,
      other: result.total - created - conflicts,
      serverErrors: count((s) => s >= 500),
    },
  };
}

interface FreeStart {
  serviceId: string;
  beauticianId: string;
  startISO: string;
}

/** The Express starts offered for each service's primary beautician on the last 30 bookable days. */
async function freeStarts(salon: BenchSalon): Promise<FreeStart[]> {
  const starts: FreeStart[] = [];
  const primaries = new Map(salon.services.map((s) => [s.beauticianIds[0]!, s.id]));
  for (const date of salon.dates.slice(-30)) {
    for (const [beauticianId, serviceId] of primaries) {
      const res = await fetch(
        `${salon.baseUrl}/api/slots?serviceId=${serviceId}&variantName=Express&beauticianId=${beauticianId}&date=${date}`,
      );
      const { slots } = (await res.json()) as { slots: { startISO: string }[] };
      starts.push(...slots.map((s) => ({ serviceId, beauticianId, startISO: s.startISO })));
    }
  }
  if (starts.length === 0) throw new Error('The API offered no free slot to race for');
  return roundRobinByBeautician(starts);
}

/**
 * One beautician after another, so the few slots fought over at any moment belong to different people, as
 * on a busy evening; a single beautician's bookings are queued one at a time by design (docs/decisions/0015).
 */
function roundRobinByBeautician(starts: FreeStart[]): FreeStart[] {
  const byBeautician = new Map<string, FreeStart[]>();
  for (const start of starts) byBeautician.set(start.beauticianId, [...(byBeautician.get(start.beauticianId) ?? []), start]);
  const queues = [...byBeautician.values()];
  const longest = Math.max(...queues.map((q) => q.length));
  return Array.from({ length: longest }, (_, i) => queues.flatMap((q) => (q[i] ? [q[i]] : []))).flat();
}
