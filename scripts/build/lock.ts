import fs from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { isAlive } from '../../src/server/db/pglite-lock.ts';

const POLL_MS = 500;

/**
 * Runs `work` while this process holds `lockFile`, so two builds in one folder (say `npm test` here and
 * `npm start` there) never move files into dist at the same time: the second waits, then usually finds the
 * first one's build up to date. A lock whose process is gone (Ctrl-C, kill -9) is taken over.
 */
export async function withBuildLock<T>(lockFile: string, work: () => Promise<T>): Promise<T> {
  let told = false;
  while (!tryLock(lockFile)) {
    const holder = holderOf(lockFile);
    if (holder !== undefined && !isAlive(holder)) {
      fs.rmSync(lockFile, { force: true });
      continue;
    }
    if (!told) console.log(`build: waiting for the build of process ${holder ?? '?'} in this folder (if none runs, delete ${lockFile})`);
    told = true;
    await delay(POLL_MS);
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lockFile, { force: true });
  }
}

function tryLock(lockFile: string): boolean {
  try {
    fs.writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx' });
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

function holderOf(lockFile: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockFile, 'utf8'), 10);
    return Number.isInteger(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}
