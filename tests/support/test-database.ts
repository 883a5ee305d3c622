import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.ts';
import { migrateDatabase } from '../../src/server/db/migrate.ts';

export type Engine = 'pglite' | 'postgres';

/**
 * PGlite always; the PostgreSQL server too when TEST_DATABASE_URL points at one (vitest.config.ts sets it for the API
 * tests when the local server answers, tests/setup/test-postgres.ts).
 */
export const engines: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * A suite only a PostgreSQL server can run (two connections that interleave, a server that goes away); its name ends
 * in '(postgres)'. Without a server it is reported as skipped, and the run's banner counts it
 * (tests/setup/postgres-banner.ts), rather than vanishing from the output.
 */
export const describeOnPostgres = describe.skipIf(!engines.includes('postgres'));

export interface TestDatabase {
  handle: DatabaseHandle;
  /** a URL other processes can open (PostgreSQL only) */
  url?: string;
  destroy(): Promise<void>;
}

/** A fresh, migrated, empty database of its own for one test file. */
export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const template = fs.readFileSync(inject('pgliteTemplate'));
    const handle = await openDatabase({ loadDataDir: new Blob([template]) });
    return { handle, destroy: () => handle.close() };
  }
  const database = await createUnmigratedTestDatabase(engine);
  await migrateDatabase(database.handle);
  return database;
}

/** A fresh database of its own without a table in it: for a test that migrates it itself, as an older version did. */
export async function createUnmigratedTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const handle = await openDatabase({});
    return { handle, destroy: () => handle.close() };
  }
  const serverUrl = new URL(process.env.TEST_DATABASE_URL!);
  const name = `salon_test_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 20 });
  return {
    handle,
    url: url.toString(),
    async destroy() {
      await handle.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(serverUrl: URL, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
