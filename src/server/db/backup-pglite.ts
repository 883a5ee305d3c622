import fs from 'node:fs';
import path from 'node:path';
import { hasSalonData } from './backup-content.ts';
import { openDatabase } from './client.ts';
import { BackupError, readBackup, writeAtomically } from './backup-files.ts';
import { acquirePgliteLock } from './pglite-lock.ts';

/**
 * PGlite backups are its own data-directory dumps (a .tar.gz of the Postgres files), taken while nothing
 * else has the directory open: the lock refuses while the app runs, because PGlite cannot share its files
 * with a second process (docs/decisions/0018-backups-and-crash-safety.md).
 */
export async function backupPglite(pgliteDir: string, outFile: string): Promise<void> {
  if (!fs.existsSync(path.join(pgliteDir, 'PG_VERSION'))) throw new BackupError(`There is no database in ${pgliteDir} to back up.`);
  const handle = await openDatabase({ dataDir: pgliteDir });
  let dump: Blob;
  try {
    dump = await handle.pglite!.dumpDataDir('gzip');
  } finally {
    await handle.close();
  }
  writeAtomically(outFile, Buffer.from(await dump.arrayBuffer()));
}

/**
 * Replaces the directory with the backup, holding the lock throughout so the app cannot start half-way.
 * The backup is opened in memory and checked first; `confirmReplace` is asked only when the current
 * database holds data. The old directory is moved aside, deleted once the restored one has opened and
 * answered, and put back if it does not.
 */
export async function restorePglite(
  pgliteDir: string,
  backupFile: string,
  confirmReplace: () => Promise<boolean>,
): Promise<'restored' | 'declined'> {
  const dump = new Blob([new Uint8Array(readBackup(backupFile))]);
  const lock = acquirePgliteLock(pgliteDir);
  try {
    await checkPgliteDump(dump, backupFile);
    if ((await pgliteHasData(pgliteDir)) && !(await confirmReplace())) return 'declined';
    const aside = `${pgliteDir}.before-restore-${Date.now()}`;
    const hadOld = fs.existsSync(pgliteDir);
    if (hadOld) fs.renameSync(pgliteDir, aside);
    try {
      await withPglite({ dataDir: pgliteDir, loadDataDir: dump }, hasSalonData);
    } catch (err) {
      fs.rmSync(pgliteDir, { recursive: true, force: true });
      if (hadOld) fs.renameSync(aside, pgliteDir);
      throw err;
    }
    if (hadOld) fs.rmSync(aside, { recursive: true, force: true });
    return 'restored';
  } finally {
    lock.release();
  }
}

async function pgliteHasData(pgliteDir: string): Promise<boolean> {
  if (!fs.existsSync(path.join(pgliteDir, 'PG_VERSION'))) return false;
  return withPglite({ dataDir: pgliteDir }, hasSalonData);
}

async function checkPgliteDump(dump: Blob, backupFile: string): Promise<void> {
  try {
    await withPglite({ loadDataDir: dump }, hasSalonData);
  } catch {
    throw new BackupError(`${backupFile} is not a PGlite backup made by npm run db:backup: nothing was changed.`);
  }
}

async function withPglite<T>(
  options: { dataDir?: string; loadDataDir?: Blob },
  use: (db: Parameters<typeof hasSalonData>[0]) => Promise<T>,
): Promise<T> {
  const handle = await openDatabase({ ...options, lock: false });
  try {
    return await use(handle.db);
  } finally {
    await handle.close();
  }
}
