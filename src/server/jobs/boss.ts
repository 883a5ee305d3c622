import type { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client.ts';

/**
 * pg-boss on whichever database the app uses (docs/architecture.md, Known facts): PostgreSQL through the app's
 * pool; PGlite through its own atomic calls. PGlite has one connection, so pg-boss polls gently there.
 */
export function createBoss(handle: DatabaseHandle): { boss: PgBoss; close: () => Promise<void> } {
  const executeSql =
    handle.kind === 'pglite' ? pgliteExecutor(handle.pglite!) : (text: string, values?: unknown[]) => handle.pool!.query(text, values);
  const boss = new PgBoss({
    db: { executeSql },
    ...(handle.kind === 'pglite' ? { maintenanceIntervalSeconds: 300, monitorStateIntervalSeconds: 300 } : {}),
  });
  return {
    boss,
    async close() {
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 5_000 });
    },
  };
}

/**
 * Each pg-boss statement as one PGlite call, so it cannot interleave with the app's queries on the single
 * connection. (Through node-postgres each protocol message was a separate call: under load another query
 * slipped between Parse and Bind — "unnamed prepared statement does not exist" — found by tests/stress.)
 * Statements with parameters are single statements; pg-boss's multi-statement scripts have none and run
 * through `exec`, whose last result is the one pg-boss reads.
 */
function pgliteExecutor(pglite: PGlite) {
  return async (text: string, values?: unknown[]): Promise<{ rows: unknown[] }> => {
    if (values && values.length > 0) return pglite.query(text, values);
    const results = await pglite.exec(text);
    return { rows: results.at(-1)?.rows ?? [] };
  };
}
