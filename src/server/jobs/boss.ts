import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client.ts';

/**
 * pg-boss on whichever database the app uses (ARCHITECTURE.md, Known facts): PostgreSQL through the app's
 * pool; PGlite through node-postgres over the same in-process instance (pg-boss sends multi-statement SQL,
 * which `pglite.query` alone rejects). PGlite has one connection, so pg-boss polls gently there.
 */
export function createBoss(handle: DatabaseHandle): { boss: PgBoss; close: () => Promise<void> } {
  const pool = handle.kind === 'pglite' ? new pg.Pool(createPgConfig(handle.pglite!)) : handle.pool!;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    ...(handle.kind === 'pglite' ? { maintenanceIntervalSeconds: 300, monitorStateIntervalSeconds: 300 } : {}),
  });
  return {
    boss,
    async close() {
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 5_000 });
      if (pool !== handle.pool) await pool.end();
    },
  };
}
