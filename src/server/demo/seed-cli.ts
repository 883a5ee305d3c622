import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DEMO_STAFF } from './demo-data.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { resetToDemo } from './seed-demo.ts';

/** `npm run db:seed`: replaces everything in the database with the demo salon. */
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.pgliteDir,
  connectTimeoutMs: config.databaseConnectTimeoutMs,
});
await migrateDatabase(database);
await resetToDemo(database.db, new Date());
await database.close();
console.log('The database now holds the demo salon.');
console.log(`Back office: ${config.publicUrl}/admin  sign in as ${DEMO_STAFF.email} / ${DEMO_STAFF.password}`);
