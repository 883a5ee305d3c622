import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from '../../src/server/db/client.ts';

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
