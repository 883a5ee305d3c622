import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';

/** `npm run db:migrate`: applies migrations to DATABASE_URL, or to the PGlite database in DATA_DIR. */
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.pgliteDir,
  connectTimeoutMs: config.databaseConnectTimeoutMs,
});
await migrateDatabase(database);
await database.close();
console.log('Migrations applied.');
