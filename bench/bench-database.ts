import path from 'node:path';
import pg from 'pg';
import { createScratchDatabase, SERVER_URL, type Engine, type ScratchDatabase } from '../tests/support/scratch-database.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import { seedLargeSalon } from './seed.ts';

export type { Engine };
export type BenchDatabase = ScratchDatabase;

/** A fresh database (salon_bench on the PostgreSQL server, dropped and recreated; or a new PGlite directory), migrated and seeded. */
export async function createBenchDatabase(engine: Engine): Promise<BenchDatabase> {
  const bench = await createScratchDatabase(engine, { label: 'bench', name: 'salon_bench' });
  await seedInto(bench);
  return bench;
}

/** How the bench opens the database itself (PGlite's directory is free only while no server holds it). */
const openBench = (bench: BenchDatabase) =>
  openDatabase(bench.databaseUrl ? { databaseUrl: bench.databaseUrl } : { dataDir: path.join(bench.dataDir, 'pglite') });

async function seedInto(bench: BenchDatabase): Promise<void> {
  const handle = await openBench(bench);
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
  const handle = await openBench(bench);
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
