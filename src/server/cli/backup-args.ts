import path from 'node:path';
import { parseArgs } from 'node:util';

export const BACKUP_USAGE = 'Usage: npm run db:backup -- [--out FILE]';
export const RESTORE_USAGE = 'Usage: npm run db:restore -- FILE [--yes]';

export type Engine = 'pglite' | 'postgres';

/** PGlite's own data-directory dump, or pg_dump's custom format. */
export const BACKUP_EXTENSION: Record<Engine, string> = { pglite: '.tar.gz', postgres: '.dump' };

export type BackupArgs = { ok: true; out: string } | { ok: false; message: string };
export type RestoreArgs = { ok: true; file: string; yes: boolean } | { ok: false; message: string };

/** `db:backup`: where to write; by default `backups/salon-<engine>-<UTC time>.<ext>` so backups never overwrite each other. */
export function parseBackupArgs(argv: string[], engine: Engine, now: Date): BackupArgs {
  let values: { out?: string };
  try {
    ({ values } = parseArgs({ args: argv, options: { out: { type: 'string' } }, strict: true, allowPositionals: false }));
  } catch (err) {
    return { ok: false, message: `${(err as Error).message}\n${BACKUP_USAGE}` };
  }
  if (values.out !== undefined && values.out.trim() === '') return { ok: false, message: `--out must not be empty.\n${BACKUP_USAGE}` };
  if (values.out !== undefined && !values.out.endsWith(BACKUP_EXTENSION[engine])) {
    return {
      ok: false,
      message: `--out must end in ${BACKUP_EXTENSION[engine]} for a ${engine === 'pglite' ? 'PGlite' : 'PostgreSQL'} backup.\n${BACKUP_USAGE}`,
    };
  }
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return { ok: true, out: values.out ?? path.join('backups', `salon-${engine}-${stamp}${BACKUP_EXTENSION[engine]}`) };
}

/** `db:restore`: one backup file, and --yes to replace a database that holds data without asking. */
export function parseRestoreArgs(argv: string[], engine: Engine): RestoreArgs {
  let parsed: { values: { yes?: boolean }; positionals: string[] };
  try {
    parsed = parseArgs({ args: argv, options: { yes: { type: 'boolean' } }, strict: true, allowPositionals: true });
  } catch (err) {
    return { ok: false, message: `${(err as Error).message}\n${RESTORE_USAGE}` };
  }
  const [file, ...extra] = parsed.positionals;
  if (!file) return { ok: false, message: `Name the backup file to restore.\n${RESTORE_USAGE}` };
  if (extra.length > 0)
    return { ok: false, message: `Restore one backup file at a time (got ${parsed.positionals.length}).\n${RESTORE_USAGE}` };
  if (!file.endsWith(BACKUP_EXTENSION[engine])) {
    const other: Engine = engine === 'pglite' ? 'postgres' : 'pglite';
    const hint = file.endsWith(BACKUP_EXTENSION[other])
      ? ` ${file} looks like a ${other === 'pglite' ? 'PGlite' : 'PostgreSQL'} backup.`
      : '';
    return {
      ok: false,
      message: `This database is ${engine === 'pglite' ? 'PGlite' : 'PostgreSQL'}: restore a ${BACKUP_EXTENSION[engine]} file.${hint}\n${RESTORE_USAGE}`,
    };
  }
  return { ok: true, file, yes: parsed.values.yes ?? false };
}
