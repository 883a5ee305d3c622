import { spawn } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';
import { BackupError, readBackup } from './backup-files.ts';
import { childEnvironment } from '../config.ts';

/**
 * PostgreSQL backups are pg_dump's custom format (a consistent snapshot, taken while the app runs), restored
 * by replaying it with psql in one transaction: a failure leaves the database as it was.
 */
export async function backupPostgres(databaseUrl: string, outFile: string): Promise<void> {
  await checkClientVersion(databaseUrl, 'pg_dump');
  const partial = `${outFile}.partial`;
  try {
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`], databaseUrl);
  } catch (err) {
    fs.rmSync(partial, { force: true });
    throw err;
  }
  fs.renameSync(partial, outFile);
}

export async function restorePostgres(
  databaseUrl: string,
  backupFile: string,
  confirmReplace: () => Promise<boolean>,
): Promise<'restored' | 'declined'> {
  readBackup(backupFile);
  await checkClientVersion(databaseUrl, 'pg_restore');
  // --list reads the archive without touching the database: a wrong file stops here.
  const contents = await run('pg_restore', ['--list', backupFile]).catch(() => {
    throw new BackupError(`${backupFile} is not a PostgreSQL backup made by npm run db:backup: nothing was changed.`);
  });
  if ((await postgresHasData(databaseUrl)) && !(await confirmReplace())) return 'declined';
  // pg_restore --clean cannot drop pg-boss's partitioned tables ("cannot drop inherited constraint"), so the
  // schemas are dropped whole and the backup's SQL replayed, all in one psql transaction.
  const schemas = [...contents.matchAll(/ SCHEMA - (\w+) /g)].map((m) => m[1]!).filter((name) => name !== 'public');
  const prelude = [
    ...schemas.map((name) => `DROP SCHEMA IF EXISTS "${name}" CASCADE;`),
    'DROP SCHEMA IF EXISTS public CASCADE;',
    'CREATE SCHEMA public;',
  ].join('\n');
  const script = await run('pg_restore', ['--no-owner', '--no-privileges', '--file=-', backupFile]);
  await run('psql', ['--no-psqlrc', '--quiet', '--single-transaction', '--set=ON_ERROR_STOP=1'], databaseUrl, `${prelude}\n${script}`);
  return 'restored';
}

async function postgresHasData(databaseUrl: string): Promise<boolean> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ n: string }>(
      `select case when to_regclass('public.salon_settings') is null then 0
              else (select count(*) from salon_settings) + (select count(*) from staff_users) end as n`,
    );
    return Number(rows[0]?.n ?? 0) > 0;
  });
}

/** pg_dump refuses a newer server, and an older pg_restore may not read a newer archive: say so plainly. */
async function checkClientVersion(databaseUrl: string, tool: 'pg_dump' | 'pg_restore'): Promise<void> {
  const output = await run(tool, ['--version']).catch(() => {
    throw new BackupError(`${tool} is not installed: install PostgreSQL's client tools (Debian: apt-get install postgresql-client).`);
  });
  const clientMajor = Number(/(\d+)(\.\d+)?/.exec(output)?.[1]);
  const serverMajor = await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ v: string }>('show server_version_num');
    return Math.floor(Number(rows[0]?.v) / 10_000);
  });
  if (clientMajor < serverMajor) {
    throw new BackupError(
      `${tool} is version ${clientMajor} but the server is PostgreSQL ${serverMajor}: install client tools ${serverMajor} or newer.`,
    );
  }
}

async function withClient<T>(databaseUrl: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (err) {
    throw new BackupError(`Cannot reach the database at DATABASE_URL: ${(err as Error).message}. Nothing was changed.`);
  }
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/**
 * Runs a client tool; resolves with its stdout, rejects with its stderr. The database's password goes in
 * PGPASSWORD, not on the command line, where any user could read it in the process list.
 */
function run(command: string, args: string[], databaseUrl?: string, input?: string): Promise<string> {
  const extra: Record<string, string> = {};
  const fullArgs = [...args];
  if (databaseUrl) {
    const url = new URL(databaseUrl);
    if (url.password) extra.PGPASSWORD = decodeURIComponent(url.password);
    url.password = '';
    fullArgs.push(`--dbname=${url.toString()}`);
  }
  const env = childEnvironment(extra);
  return new Promise((resolve, reject) => {
    const child = spawn(command, fullArgs, { stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'], env });
    if (input !== undefined) child.stdin!.end(input);
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (err) => reject(new BackupError(`${command} could not run: ${err.message}`)));
    child.once('close', (code) =>
      code === 0 ? resolve(stdout) : reject(new BackupError(`${command} failed: ${stderr.trim() || `exit code ${code}`}`)),
    );
  });
}
