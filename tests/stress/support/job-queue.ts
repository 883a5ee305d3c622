import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { expect } from 'vitest';
import { withStoredData } from './stored-data.ts';
import type { StressDatabase } from './stress-database.ts';

/** Queues a pg-boss job `times` times at once, as the schedule would over several minutes: every process works the queue. */
export async function queueJob(database: StressDatabase, queue: string, times: number): Promise<void> {
  const boss = new PgBoss({ connectionString: database.databaseUrl!, supervise: false, schedule: false, migrate: false });
  await boss.start();
  await Promise.all(Array.from({ length: times }, () => boss.send(queue, {})));
  await boss.stop({ graceful: false, close: true });
}

/** Jobs of `queue` still waiting, due for a retry or running, in any process (pg-boss's own table, schema `pgboss`). */
const unfinished = (database: StressDatabase, queue: string) =>
  withStoredData(database, async (db) => {
    const { rows } = (await db.execute(
      sql`select count(*)::int as n from pgboss.job where name = ${queue} and state <= 'active'`,
    )) as unknown as {
      rows: Array<{ n: number }>;
    };
    return rows[0]!.n;
  });

/**
 * Waits, at most `timeoutMs`, until no job of `queue` waits, runs or is due for a retry in either process: every run
 * queued so far has finished, so whatever it did is done, and counting then shows whether anything was done twice.
 */
export async function waitUntilQueueIdle(database: StressDatabase, queue: string, timeoutMs = 90_000): Promise<void> {
  await expect.poll(() => unfinished(database, queue), { timeout: timeoutMs, interval: 250 }).toBe(0);
}
