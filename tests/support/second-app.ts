import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.ts';
import { anotherProcess } from './another-process.ts';
import type { SalonApp } from './salon-app.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import type { Engine } from './test-database.ts';

/**
 * A second app "process" on a suite's database, opened after the suite's app and closed before it: on PostgreSQL
 * with a pool of its own, as another machine's process would have; on PGlite a second Database object (its caches
 * its own). Read `t` inside tests, as a suite's.
 */
export function secondAppForSuite(suite: SalonApp, engine: Engine, now: Date): { t: TestApp } {
  const second = {} as { t: TestApp };
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = suite.t.database.url
      ? await openDatabase({ databaseUrl: suite.t.database.url, poolSize: 5 })
      : { ...suite.t.database.handle, db: anotherProcess(suite.t.db), close: async () => {} };
    second.t = await createTestApp(engine, now, { database: handle });
  });
  afterAll(async () => {
    await second.t?.close();
    await handle?.close();
  });
  return second;
}
