import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withBuildLock } from './lock.ts';

let dir: string;
let lock: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-build-lock-'));
  lock = path.join(dir, '.build-lock');
});
afterEach(() => {
  vi.restoreAllMocks();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the build lock', () => {
  it('runs the build while holding it, and lets go after, failed or not', async () => {
    await withBuildLock(lock, async () => expect(fs.readFileSync(lock, 'utf8').trim()).toBe(String(process.pid)));
    expect(fs.existsSync(lock)).toBe(false);
    await expect(withBuildLock(lock, () => Promise.reject(new Error('vite failed')))).rejects.toThrow('vite failed');
    expect(fs.existsSync(lock)).toBe(false);
  });

  it('takes over a lock whose build was killed', async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid!;
    fs.writeFileSync(lock, `${gone}\n`);
    expect(await withBuildLock(lock, async () => 'built')).toBe('built');
  });

  it('waits while another build in the folder holds it', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    fs.writeFileSync(lock, `${process.pid}\n`); // a live process: this one stands in for the other build
    let built = false;
    const waiting = withBuildLock(lock, async () => {
      built = true;
    });
    await expect.poll(() => log.mock.calls.flat().join(' ')).toMatch(/waiting for the build of process/);
    expect(built).toBe(false);
    fs.rmSync(lock);
    await waiting;
    expect(built).toBe(true);
  });
});
