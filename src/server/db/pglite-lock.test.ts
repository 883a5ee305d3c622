import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquirePgliteLock, DatabaseInUseError, lockFileFor } from './pglite-lock.ts';

describe('the PGlite directory lock', () => {
  let dataDir: string;
  let pgliteDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-lock-'));
    pgliteDir = path.join(dataDir, 'pglite');
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a second opener while the first holds it, naming the holder, and frees it on release', () => {
    const first = acquirePgliteLock(pgliteDir);
    expect(() => acquirePgliteLock(pgliteDir)).toThrow(DatabaseInUseError);
    expect(() => acquirePgliteLock(pgliteDir)).toThrow(`in use by process ${process.pid}`);
    first.release();
    expect(fs.existsSync(lockFileFor(pgliteDir))).toBe(false);
    acquirePgliteLock(pgliteDir).release();
  });

  it('takes over a lock left by a process that died (kill -9, power cut)', () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    fs.writeFileSync(lockFileFor(pgliteDir), `${gone}\n`);
    const lock = acquirePgliteLock(pgliteDir);
    expect(fs.readFileSync(lockFileFor(pgliteDir), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock naming its own PID that it does not hold (a container restarted with the same PID)', () => {
    fs.writeFileSync(lockFileFor(pgliteDir), `${process.pid}\n`);
    const lock = acquirePgliteLock(pgliteDir);
    expect(() => acquirePgliteLock(pgliteDir)).toThrow(DatabaseInUseError);
    lock.release();
  });

  it('keeps its file beside the database, not inside it, so a backup of the directory never carries it', () => {
    expect(lockFileFor(pgliteDir)).toBe(path.join(dataDir, 'pglite.lock'));
  });
});
