import fs from 'node:fs';
import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
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

/** autocannon with its defaults (pipelining 1), counting every response's status code. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const next = options.next;
  const cpuBefore = processCpuMs(options.serverPid);
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
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

/** User + system CPU of a process so far, from /proc (Linux); undefined elsewhere. */
function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return undefined;
  }
}
