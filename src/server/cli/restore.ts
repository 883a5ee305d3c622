import readline from 'node:readline/promises';
import { loadConfig } from '../config.ts';
import { restorePglite } from '../db/backup-pglite.ts';
import { restorePostgres } from '../db/backup-postgres.ts';
import { parseRestoreArgs } from './backup-args.ts';
import { runCli } from './run-cli.ts';

/** `npm run db:restore -- FILE [--yes]`: replaces the database with a backup; asks first when it holds data. */
await runCli(async () => {
  const config = loadConfig();
  const engine = config.databaseUrl ? 'postgres' : 'pglite';
  const args = parseRestoreArgs(process.argv.slice(2), engine);
  if (!args.ok) return { exitCode: 2, message: args.message };
  const where = config.databaseUrl ? 'the PostgreSQL database at DATABASE_URL' : `the PGlite database in ${config.pgliteDir}`;
  const confirm = () => (args.yes ? Promise.resolve(true) : askToReplace(where));
  const outcome = config.databaseUrl
    ? await restorePostgres(config.databaseUrl, args.file, confirm)
    : await restorePglite(config.pgliteDir, args.file, confirm);
  if (outcome === 'declined')
    return { exitCode: 1, message: `Nothing was changed: ${where} holds data. Run again with --yes to replace it.` };
  return { exitCode: 0, message: `Restored ${args.file} into ${where}. Start the app as usual.` };
});

/** Without a terminal to ask on (a script, CI), the answer is no: --yes says it up front. */
async function askToReplace(where: string): Promise<boolean> {
  if (!process.stdin.isTTY) return false;
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = await rl.question(`Everything in ${where} will be replaced by the backup. Type "yes" to go on: `);
    return answer.trim().toLowerCase() === 'yes';
  } finally {
    rl.close();
  }
}
