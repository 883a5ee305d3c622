import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, DatabaseHandle } from '../../src/server/db/client.ts';
import { migrateDatabase } from '../../src/server/db/migrate.ts';
import { noSalon } from './salon-app.ts';
import { createUnmigratedTestDatabase, type Engine } from './test-database.ts';

const MIGRATIONS = fileURLToPath(new URL('../../src/server/db/migrations', import.meta.url));

interface Journal {
  entries: Array<{ tag: string }>;
}

/**
 * Applies the committed migrations up to and including `lastTag` ('0010_time_off_guarantee'), as an older version of
 * the app left its database: the test then writes that version's data, and the app's own migrateDatabase brings it up
 * to date as a start after an upgrade does. Drizzle reads a folder's journal, so the folder is a copy cut at `lastTag`.
 */
export async function migrateUpTo(handle: DatabaseHandle, lastTag: string): Promise<void> {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as Journal;
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last === -1) throw new Error(`No migration ${lastTag} in ${MIGRATIONS}`);
  const entries = journal.entries.slice(0, last + 1);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-migrations-'));
  try {
    fs.mkdirSync(path.join(folder, 'meta'));
    fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const { tag } of entries) fs.copyFileSync(path.join(MIGRATIONS, `${tag}.sql`), path.join(folder, `${tag}.sql`));
    if (handle.kind === 'pglite') await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    else await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * A suite's app on a database an older version left: migrated up to `lastTag`, given that version's data by
 * `writeOldData`, then brought up to date by the app's own migrateDatabase, as a start after an upgrade does. No salon
 * is added: the old data is the test's subject.
 */
export const upgradedFrom = (engine: Engine, lastTag: string, writeOldData: (db: Database) => Promise<unknown>) => ({
  app: async () => {
    const database = await createUnmigratedTestDatabase(engine);
    await migrateUpTo(database.handle, lastTag);
    await writeOldData(database.handle.db);
    await migrateDatabase(database.handle);
    return { database };
  },
  given: noSalon,
});
