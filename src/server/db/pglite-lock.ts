import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite takes no lock on its directory: a second instance (another app process, or `db:seed`,
 * `db:backup` while the app runs) opens the same files and the two corrupt each other without a word.
 * So whoever opens it writes its PID beside it (`DATA_DIR/pglite.lock`); a lock whose process is gone
 * (kill -9, a power cut) is taken over. See docs/decisions/0018-backups-and-crash-safety.md.
 */
export class DatabaseInUseError extends Error {}

export interface PgliteLock {
  release(): void;
}

export function lockFileFor(pgliteDir: string): string {
  return path.join(path.dirname(path.resolve(pgliteDir)), `${path.basename(pgliteDir)}.lock`);
}

/** Lock files this process holds: a file naming our own PID that is not here was left by an earlier run with the same PID (a container restart). */
const held = new Set<string>();

export function acquirePgliteLock(pgliteDir: string): PgliteLock {
  const file = lockFileFor(pgliteDir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      held.add(file);
      return { release: () => releaseIfOurs(file) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
    const ours = holder === process.pid;
    if (Number.isInteger(holder) && (ours ? held.has(file) : isAlive(holder))) {
      throw new DatabaseInUseError(
        `The database in ${pgliteDir} is in use by process ${holder} (the app, or another command). ` +
          `Stop it first. If no such process is running, delete ${file}.`,
      );
    }
    fs.rmSync(file, { force: true });
  }
  throw new DatabaseInUseError(`Could not lock ${file}: another process keeps taking it.`);
}

/** Whether process `pid` exists (scripts/build/lock.ts asks too). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else, so it is alive.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function releaseIfOurs(file: string): void {
  held.delete(file);
  try {
    if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.rmSync(file, { force: true });
  } catch {
    // already gone
  }
}
