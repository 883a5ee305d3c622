import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { FUZZ_RUNS, FUZZ_SEED } from './fuzz-settings.ts';
import type { Operation } from './openapi-operations.ts';
import type { BaseRequest, FuzzCase } from './request-cases.ts';
import { casesFor } from './request-cases.ts';
import { responseProblems } from './response-checks.ts';
import { changedTables } from './table-checksum.ts';

/** Requests sent and answers got, by kind of bad input and by status class: the figures of docs/RELIABILITY.md. */
export class FuzzTally {
  readonly byKind = new Map<string, Map<string, number>>();
  routes = 0;

  count(kind: string, status: number): void {
    const row = this.byKind.get(kind) ?? new Map<string, number>();
    const bucket = status >= 500 ? '5xx' : status >= 400 ? String(status) : '2xx/3xx';
    row.set(bucket, (row.get(bucket) ?? 0) + 1);
    this.byKind.set(kind, row);
  }

  get requests(): number {
    return [...this.byKind.values()].reduce((n, row) => n + [...row.values()].reduce((a, b) => a + b, 0), 0);
  }

  toString(): string {
    const lines = [...this.byKind]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([kind, row]) => {
        const total = [...row.values()].reduce((a, b) => a + b, 0);
        const statuses = [...row]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([s, n]) => `${s}×${n}`)
          .join(' ');
        return `  ${kind.padEnd(16)} ${String(total).padStart(5)}  ${statuses}`;
      });
    return [`${this.routes} routes, ${this.requests} requests`, ...lines].join('\n');
  }
}

export interface FuzzTarget {
  app: FastifyInstance;
  /** the database's checksums now (table-checksum.ts) */
  checksums: () => Promise<Record<string, string>>;
  /** the session cookie to send, or undefined to send none */
  cookie: string | undefined;
  tally: FuzzTally;
  /** the checksums after the last request, so each request costs one checksum, not two */
  last?: Record<string, string>;
  /** extra rule for this run, e.g. "without a session every answer is 401"; returns a problem or undefined */
  expect?: (c: FuzzCase, status: number) => string | undefined;
}

/** Sends one case and returns what is wrong with the answer and with the database afterwards. */
async function sendCase(target: FuzzTarget, c: FuzzCase): Promise<string[]> {
  const before = target.last ?? (await target.checksums());
  const headers = { ...(target.cookie ? { cookie: target.cookie } : {}), ...c.headers };
  const res = await target.app.inject({
    method: c.method as 'GET',
    url: c.url,
    headers,
    ...(c.payload !== undefined ? { payload: c.payload } : {}),
  });
  target.tally.count(c.kind, res.statusCode);
  const problems = responseProblems(c.method, res);
  const clientError = res.statusCode >= 400 && res.statusCode < 500;
  if (c.refused && !clientError) problems.push(`accepted input its schema refuses (${res.statusCode})`);
  const extra = target.expect?.(c, res.statusCode);
  if (extra) problems.push(extra);
  // Only an accepted request may change rows; anything refused must leave the database as it was.
  target.last = await target.checksums();
  const changed = changedTables(before, target.last);
  if (res.statusCode >= 400 && changed.length > 0) problems.push(`refused with ${res.statusCode} but changed ${changed.join(', ')}`);
  return problems;
}

/** Fuzzes one route; returns undefined when every case passed, else fast-check's report (seed and counterexample). */
export async function fuzzRoute(
  target: FuzzTarget,
  op: Operation,
  bases: fc.Arbitrary<BaseRequest>,
  numRuns = FUZZ_RUNS,
): Promise<string | undefined> {
  target.tally.routes++;
  const property = fc.asyncProperty(casesFor(op, bases), async (c) => {
    const problems = await sendCase(target, c);
    if (problems.length > 0) throw new Error(`${c.method} ${c.url.slice(0, 200)} [${c.kind}: ${c.note}]: ${problems.join('; ')}`);
  });
  const details = await fc.check(property, { numRuns, ...(FUZZ_SEED !== undefined ? { seed: FUZZ_SEED } : {}), endOnFailure: true });
  if (!details.failed) return undefined;
  return `${op.method} ${op.url} (seed ${details.seed}, path ${details.counterexamplePath}): ${String(details.errorInstance instanceof Error ? details.errorInstance.message : details.errorInstance)}`;
}
