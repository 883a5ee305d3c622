import autocannon from 'autocannon';
import { processCpuMs } from './process-cpu.ts';

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  /** this many requests instead of `seconds` of them */
  amount?: number;
  /** a fresh request per call: path, method, body, headers */
  next?: () => { path: string; method?: 'GET' | 'POST'; body?: string; headers?: Record<string, string> };
  headers?: Record<string, string>;
  /** the server's process id: its CPU time per request is measured too */
  serverPid?: number;
}

export interface LoadResult {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  /** responses by status class and code, e.g. { 201: 950, 409: 7000 } */
  statuses: Record<number, number>;
  errors: number;
  timeouts: number;
  /** CPU time the server process spent per response: steadier than req/s on a busy, shared machine */
  serverCpuMsPerRequest?: number;
}

/** A booking attempt (`POST /api/appointments`) with this JSON body, for `next`. */
export const bookingRequest = (body: object) => ({
  path: '/api/appointments',
  method: 'POST' as const,
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});

/** autocannon with its defaults (pipelining 1), counting every response's status code. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const next = options.next;
  const cpuBefore = processCpuMs(options.serverPid);
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    amount: options.amount,
    headers: options.headers,
    requests: next ? [{ setupRequest: (req) => ({ ...req, ...next() }) }] : undefined,
  });
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [Number(code), stat.count ?? 0]));
  const total = Object.values(statuses).reduce((a, b) => a + b, 0);
  const cpuAfter = processCpuMs(options.serverPid);
  return {
    serverCpuMsPerRequest: cpuBefore !== undefined && cpuAfter !== undefined && total > 0 ? (cpuAfter - cpuBefore) / total : undefined,
    requestsPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total,
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
