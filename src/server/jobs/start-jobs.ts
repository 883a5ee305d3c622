import type PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client.ts';
import { createBoss } from './boss.ts';
import { registerHoldExpiry, type HoldExpiryDeps } from './hold-expiry.job.ts';

export interface RunningJobs {
  boss: PgBoss;
  stop(): Promise<void>;
}

/** Starts the job queue and its workers; main.ts calls it after the app is built, and stops it on shutdown. */
export async function startJobs(handle: DatabaseHandle, deps: Omit<HoldExpiryDeps, 'db'>): Promise<RunningJobs> {
  const { boss, close } = createBoss(handle);
  boss.on('error', (err) => deps.log.warn({ err }, 'job queue error'));
  await boss.start();
  await registerHoldExpiry(boss, { ...deps, db: handle.db });
  return { boss, stop: close };
}
