import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type Engine = 'pglite' | 'postgres';

/** The stress tests run on both engines, always: CI has PostgreSQL, and a missing server must fail loudly. */
export const ENGINES: Engine[] = ['pglite', 'postgres'];

const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

export interface StressDatabase {
  engine: Engine;
  /** DATA_DIR for the app (PGlite lives in its pglite/ folder; uploads beside it) */
  dataDir: string;
  /** set on PostgreSQL: a fresh database of this test's own */
  databaseUrl?: string;
  /** drops the database and deletes the directory */
  destroy(): Promise<void>;
}

/** A fresh, empty database: a new PGlite directory, or `salon_stress_<random>` on the local PostgreSQL server. */
export async function createStressDatabase(engine: Engine): Promise<StressDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `salon-stress-${engine}-`));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (engine === 'pglite') return { engine, dataDir, destroy: async () => removeDir() };
  const name = `salon_stress_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    engine,
    dataDir,
    databaseUrl: url.toString(),
    async destroy() {
      removeDir();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (err) {
    throw new Error(
      `The PostgreSQL stress cases need a server: none answers at ${ADMIN_URL} (${(err as Error).message}). ` +
        'Start one, or point TEST_DATABASE_URL at one.',
      { cause: err },
    );
  }
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
