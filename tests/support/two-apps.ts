import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.ts';
import { anotherProcess } from './another-process.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import type { Engine } from './test-database.ts';

export interface TwoApps {
  a: TestApp;
  b: TestApp;
  close(): Promise<void>;
}

/**
 * Two app "processes" on one database. PostgreSQL: B opens connections of its own, as another machine would;
 * PGlite: a second Database object, so nothing in A's memory (caches) tells B anything, only the database does.
 */
export async function twoAppsOnOneDatabase(engine: Engine, now: Date): Promise<TwoApps> {
  const a = await createTestApp(engine, now);
  const second: DatabaseHandle = a.database.url
    ? await openDatabase({ databaseUrl: a.database.url, poolSize: 5 })
    : { ...a.database.handle, db: anotherProcess(a.db), close: async () => {} };
  const b = await createTestApp(engine, now, { database: second });
  return {
    a,
    b,
    async close() {
      await b.close();
      await second.close();
      await a.close();
    },
  };
}
