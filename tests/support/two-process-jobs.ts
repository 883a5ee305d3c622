import { afterAll, beforeAll, expect } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../../src/server/db/client.ts';
import { createOfflineProvider } from '../../src/server/payments/offline-provider.ts';
import { startJobs, type RunningJobs } from '../../src/server/jobs/start-jobs.ts';
import { givenSalonWithCut } from '../builders/scenario.builder.ts';
import { createTestDatabase, type Engine, type TestDatabase } from './test-database.ts';

const quiet = { info: () => {}, warn: () => {} };
export const JOB_POLL = { timeout: 20_000, interval: 250 };

/** What a suite of job tests gets: the database with the smallest salon (Alice's Cut), and a way to run a queue. */
export interface TwoProcessJobs {
  db(): Database;
  alice: string;
  cut: string;
  /** Sends the queue one job from each process's workers, and waits until every run is over. */
  runFromBoth(queue: string): Promise<void>;
}

/**
 * The app's jobs started twice on one database with the clock at `now`, as two processes start them (PostgreSQL: a
 * pool of each's own; PGlite has one process by nature, its workers share the connection), for a suite's tests.
 */
export function jobsOnTwoProcesses(engine: Engine, now: Date): TwoProcessJobs {
  let database: TestDatabase;
  let secondHandle: DatabaseHandle;
  const workers: RunningJobs[] = [];
  const suite = {
    db: () => database.handle.db,
    alice: '',
    cut: '',
    async runFromBoth(queue: string) {
      for (const jobs of workers) await jobs.boss.send(queue, {});
      for (const jobs of workers) await expect.poll(() => jobs.boss.getQueueSize(queue, { before: 'completed' }), JOB_POLL).toBe(0);
    },
  };
  const start = (handle: DatabaseHandle) => startJobs(handle, { provider: createOfflineProvider(), clock: () => now, log: quiet, mail: { mailer: undefined, publicUrl: 'http://localhost:3000' } });

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    Object.assign(suite, await givenSalonWithCut(database.handle.db));
    secondHandle = database.url ? await openDatabase({ databaseUrl: database.url, poolSize: 5 }) : database.handle;
    workers.push(await start(database.handle), await start(secondHandle));
  });
  afterAll(async () => {
    for (const jobs of workers) await jobs.stop();
    if (secondHandle !== database.handle) await secondHandle.close();
    await database.destroy();
  });
  return suite;
}
