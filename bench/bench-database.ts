import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import { seedLargeSalon } from './seed.ts';

export type Engine = 'postgres' | 'pglite';

/** The local server unless TEST_DATABASE_URL names another; the bench makes a database of its own there. */
const SERVER_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_DB = 'salon_bench';

export interface BenchDatabase {
  engine: Engine;
  /** DATA_DIR for the server (PGlite keeps its files in its pglite/ folder) */
  dataDir: string;
  /** PostgreSQL only */
  databaseUrl?: string;
  destroy(): Promise<void>;
}

/** A fresh database (salon_bench, dropped and recreated; or a new PGlite directory), migrated and seeded. */
export async function createBenchDatabase(engine: Engine): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `salon-bench-${engine}-`));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (engine === 'pglite') {
    await seedInto({ dataDir: path.join(dataDir, 'pglite') });
    return { engine, dataDir, destroy: async () => removeDir() };
  }
  await adminQuery(`drop database if exists ${BENCH_DB} with (force)`);
  await adminQuery(`create database ${BENCH_DB}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${BENCH_DB}`;
  await seedInto({ databaseUrl: url.toString() });
  return {
    engine,
    dataDir,
    databaseUrl: url.toString(),
    async destroy() {
      removeDir();
      await adminQuery(`drop database if exists ${BENCH_DB} with (force)`);
    },
  };
}

async function seedInto(where: { databaseUrl?: string; dataDir?: string }): Promise<void> {
  const handle = await openDatabase(where);
  try {
    await migrateDatabase(handle);
    await seedLargeSalon(handle.db);
    if (handle.kind === 'postgres') await handle.pool!.query('vacuum analyze');
    else await handle.pglite!.exec('vacuum analyze');
  } finally {
    await handle.close();
  }
}

/** Runs one read-only query against the bench database (PGlite: only while no server holds its directory). */
export async function queryBench<T>(bench: BenchDatabase, text: string): Promise<T[]> {
  const handle = await openDatabase(bench.databaseUrl ? { databaseUrl: bench.databaseUrl } : { dataDir: path.join(bench.dataDir, 'pglite') });
  try {
    if (handle.kind === 'postgres') return (await handle.pool!.query(text)).rows as T[];
    return (await handle.pglite!.query<T>(text)).rows;
  } finally {
    await handle.close();
  }
}

export async function serverVersion(): Promise<string> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return (await client.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]?.v ?? 'unknown';
  } finally {
    await client.end();
  }
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (err) {
    throw new Error(`The bench needs PostgreSQL: none answers at ${SERVER_URL} (${(err as Error).message}). Set TEST_DATABASE_URL.`, { cause: err });
  }
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
