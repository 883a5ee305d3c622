import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import type { TestDatabase } from './test-database.ts';

/**
 * A second Database object over the same database. In-memory caches are kept per Database object, so to the
 * app under test a write through this one is a write by another app process (or a psql session): nothing
 * in memory tells the app about it, only the database does.
 */
export function anotherProcess(db: Database): Database {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (client instanceof PGlite) return drizzlePglite(client) as unknown as Database;
  return drizzlePg(client) as unknown as Database;
}

/**
 * The same database as another app process opens it: on PostgreSQL a pool of its own, as another machine's process
 * has; on PGlite, which has one process by nature, a second Database object over its one connection (see above).
 * Destroying it closes that pool and leaves the database itself alone.
 */
export async function anotherProcessDatabase(database: TestDatabase): Promise<TestDatabase> {
  if (!database.url)
    return { handle: { ...database.handle, db: anotherProcess(database.handle.db), close: async () => {} }, destroy: async () => {} };
  const handle = await openDatabase({ databaseUrl: database.url, poolSize: 5 });
  return { handle, url: database.url, destroy: () => handle.close() };
}
