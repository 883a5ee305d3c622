import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { LOCAL_TEST_DATABASE_URL } from '../setup/test-postgres.ts';

export type Engine = 'pglite' | 'postgres';

/** The PostgreSQL server scratch databases are made on: TEST_DATABASE_URL, else the local one. */
export const SERVER_URL = process.env.TEST_DATABASE_URL || LOCAL_TEST_DATABASE_URL;

/** A database of its own for a spawned app (the stress tests, the bench), gone after `destroy`. */
export interface ScratchDatabase {
  engine: Engine;
  /** DATA_DIR for the app (PGlite lives in its pglite/ folder; uploads beside it) */
  dataDir: string;
  /** set on PostgreSQL */
  databaseUrl?: string;
  /** drops the database and deletes the directory */
  destroy(): Promise<void>;
}

/**
 * A fresh, empty database: a new PGlite directory, or a database on the PostgreSQL server, named `name`
 * (dropped first if it is there) or `salon_<label>_<random>`. `label` also names the directory and who asked.
 */
export async function createScratchDatabase(engine: Engine, { label, name }: { label: string; name?: string }): Promise<ScratchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `salon-${label}-${engine}-`));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (engine === 'pglite') return { engine, dataDir, destroy: async () => removeDir() };
  const database = name ?? `salon_${label}_${randomUUID().replaceAll('-', '')}`;
  const admin = (sql: string) => adminQuery(sql, `The ${label} cases`);
  if (name) await admin(`drop database if exists ${database} with (force)`);
  await admin(`create database ${database}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${database}`;
  return {
    engine,
    dataDir,
    databaseUrl: url.toString(),
    async destroy() {
      removeDir();
      await admin(`drop database if exists ${database} with (force)`);
    },
  };
}

async function adminQuery(sql: string, who: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (err) {
    throw new Error(
      `${who} need a PostgreSQL server: none answers at ${SERVER_URL} (${(err as Error).message}). Start one, or point TEST_DATABASE_URL at one.`,
      { cause: err },
    );
  }
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
