import { read } from 'read';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { createOrResetStaff } from '../modules/auth/staff-accounts.ts';
import { checkNewPassword, parseAdminCreateArgs } from './admin-create-args.ts';

/**
 * `npm run admin:create -- --email … [--name …]`: creates a staff account or resets its password. The password
 * is asked for twice without echo on a terminal, or read from the first line of standard input otherwise.
 */
const args = parseAdminCreateArgs(process.argv.slice(2));
if (!args.ok) {
  console.error(args.message);
  process.exit(2);
}

const typed = await askPassword();
const password =
  typed === undefined ? { ok: false as const, message: 'The two passwords typed are not the same.' } : checkNewPassword(typed);
if (!password.ok) {
  console.error(password.message);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.pgliteDir,
  connectTimeoutMs: config.databaseConnectTimeoutMs,
});
try {
  await migrateDatabase(database);
  const { user, created } = await createOrResetStaff(database.db, { ...args.target, password: password.password });
  console.log(
    created
      ? `Created staff account ${user.email} (${user.name}). Sign in at ${config.publicUrl}/admin`
      : `Reset the password of ${user.email} (${user.name}). Sign in at ${config.publicUrl}/admin`,
  );
} finally {
  await database.close();
}

/** The password from a hidden prompt (asked twice; undefined when the two differ), or standard input's first line. */
async function askPassword(): Promise<string | undefined> {
  if (!process.stdin.isTTY) {
    let piped = '';
    for await (const chunk of process.stdin) piped += String(chunk);
    return piped.split(/\r?\n/)[0] ?? '';
  }
  const first = await read({ prompt: 'Password (at least 8 characters): ', silent: true, replace: '*' });
  const again = await read({ prompt: 'The same password again: ', silent: true, replace: '*' });
  return first === again ? first : undefined;
}
