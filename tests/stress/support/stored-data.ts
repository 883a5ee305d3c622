import path from 'node:path';
import { openDatabase, type Database } from '../../../src/server/db/client.ts';
import type { StressDatabase } from './stress-database.ts';

/** Opens what the app stored, as a second reader (PGlite: only once the app has stopped, it holds the lock). */
export async function withStoredData<T>(database: StressDatabase, read: (db: Database) => Promise<T>): Promise<T> {
  const handle = await openDatabase(
    database.databaseUrl ? { databaseUrl: database.databaseUrl, poolSize: 2 } : { dataDir: path.join(database.dataDir, 'pglite') },
  );
  try {
    return await read(handle.db);
  } finally {
    await handle.close();
  }
}
