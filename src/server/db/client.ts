import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { DEFAULT_DATABASE_CONNECT_TIMEOUT_SECONDS } from '../config.ts';
import { acquirePgliteLock } from './pglite-lock.ts';

/**
 * Drizzle over PGlite or node-postgres: the same query API either way. The tables (db/schema/, one file per module)
 * are imported where they are queried; drizzle's relational API (`db.query`) is not used, so it is given none.
 */
export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** the raw PGlite instance (for pg-boss and dumps); undefined on PostgreSQL */
  pglite?: PGlite;
  pool?: pg.Pool;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** a PostgreSQL server; when absent the embedded PGlite is used */
  databaseUrl?: string;
  /** where PGlite keeps its files; undefined keeps it in memory */
  dataDir?: string;
  /** a PGlite data-dir dump to start from (tests restore a migrated template this way) */
  loadDataDir?: Blob;
  poolSize?: number;
  /**
   * How long a new PostgreSQL connection may take (the config's DATABASE_CONNECT_TIMEOUT_SECONDS): a server that
   * accepts and never answers fails the request (503) instead of holding it until the operating system gives up.
   * pg-pool also bounds the wait for a free pooled connection by it.
   */
  connectTimeoutMs?: number;
  /** false when the caller already holds the directory's lock for longer (db:restore); taken here otherwise */
  lock?: boolean;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // The change listener's own client copies these options, so it gives up as soon.
      connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_DATABASE_CONNECT_TIMEOUT_SECONDS * 1000,
    });
    // An idle client that loses its server must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool) as unknown as Database;
    return { kind: 'postgres', db, pool, close: () => pool.end() };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  // One process at a time on a PGlite directory (PGlite itself does not check: see pglite-lock.ts).
  const lock = options.dataDir && options.lock !== false ? acquirePgliteLock(options.dataDir) : undefined;
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(options.dataDir ?? 'memory://', {
      extensions: { btree_gist },
      loadDataDir: options.loadDataDir,
    });
  } catch (err) {
    lock?.release();
    throw err;
  }
  const db = drizzlePglite(pglite) as unknown as Database;
  const close = async () => {
    try {
      await pglite.close();
    } finally {
      lock?.release();
    }
  };
  return { kind: 'pglite', db, pglite, close };
}
