import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './client.ts';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any fixed number: several app processes starting at once take turns to migrate. */
const MIGRATION_LOCK = 727_001;

/** Applies the committed SQL migrations; safe to call on every start, by several processes at once. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const client = await handle.pool!.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
