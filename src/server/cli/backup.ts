import { loadConfig } from '../config.ts';
import { backupPglite } from '../db/backup-pglite.ts';
import { backupPostgres } from '../db/backup-postgres.ts';
import { parseBackupArgs } from './backup-args.ts';
import { runCli } from './run-cli.ts';

/** `npm run db:backup -- [--out FILE]`: PGlite (app stopped) to a .tar.gz, PostgreSQL (app may run) through pg_dump. */
await runCli(async () => {
  const config = loadConfig();
  const engine = config.databaseUrl ? 'postgres' : 'pglite';
  const args = parseBackupArgs(process.argv.slice(2), engine, new Date());
  if (!args.ok) return { exitCode: 2, message: args.message };
  if (config.databaseUrl) await backupPostgres(config.databaseUrl, args.out);
  else await backupPglite(config.pgliteDir, args.out);
  return {
    exitCode: 0,
    message: `Backed up the ${engine === 'pglite' ? `PGlite database in ${config.pgliteDir}` : 'PostgreSQL database'} to ${args.out}`,
  };
});
