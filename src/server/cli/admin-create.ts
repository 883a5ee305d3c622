import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { createOrResetStaff } from '../modules/auth/staff-accounts.ts';
import { parseAdminCreateArgs } from './admin-create-args.ts';

/** `npm run admin:create -- --email … --password … [--name …]`: creates a staff account or resets its password. */
const args = parseAdminCreateArgs(process.argv.slice(2));
if (!args.ok) {
  console.error(args.message);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDir });
try {
  await migrateDatabase(database);
  const { user, created } = await createOrResetStaff(database.db, args.account);
  console.log(
    created
      ? `Created staff account ${user.email} (${user.name}). Sign in at ${config.publicUrl}/admin`
      : `Reset the password of ${user.email} (${user.name}). Sign in at ${config.publicUrl}/admin`,
  );
} finally {
  await database.close();
}
