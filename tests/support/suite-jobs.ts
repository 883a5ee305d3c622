import { expect } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import { startJobs, type RunningJobs } from '../../src/server/jobs/start-jobs.ts';
import type { Mailer } from '../../src/server/mail/mailer.ts';
import { createOfflineProvider } from '../../src/server/payments/offline-provider.ts';

const quiet = { info: () => {}, warn: () => {} };
/** How long a job test waits for what a run did to show, and how often it looks. */
export const JOB_POLL = { timeout: 20_000, interval: 250 };

/** The app's pg-boss jobs as main.ts starts them, with the clock at `now`, a quiet log and e-mail through `mailer` (none by default). */
export function startTestJobs(handle: DatabaseHandle, now: Date, mailer?: Mailer): Promise<RunningJobs> {
  return startJobs(handle, {
    provider: createOfflineProvider(),
    clock: () => now,
    log: quiet,
    mail: { mailer, publicUrl: 'http://localhost:3000' },
  });
}

/** Sends `queue` one job from each process's workers (a schedule firing in each), and waits until every run is over. */
export async function runFromEach(workers: RunningJobs[], queue: string): Promise<void> {
  for (const jobs of workers) await jobs.boss.send(queue, {});
  for (const jobs of workers) await expect.poll(() => jobs.boss.getQueueSize(queue, { before: 'completed' }), JOB_POLL).toBe(0);
}
