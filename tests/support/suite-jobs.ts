import { expect } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import { startJobs, type RunningJobs } from '../../src/server/jobs/start-jobs.ts';
import type { Mailer } from '../../src/server/mail/mailer.ts';
import type { TextSender } from '../../src/server/sms/text-sender.ts';
import { createOfflineProvider } from '../../src/server/payments/offline-provider.ts';

const quiet = { info: () => {}, warn: () => {} };
/** How long a job test waits for what a run did to show, and how often it looks. */
export const JOB_POLL = { timeout: 20_000, interval: 250 };

/**
 * The app's pg-boss jobs as main.ts starts them, with the clock at `now` (or following the app's), a quiet log, e-mail
 * through `mailer` and texts through `texts` (none by default), links on `publicUrl`.
 */
export function startTestJobs(
  handle: DatabaseHandle,
  now: Date | (() => Date),
  mailer?: Mailer,
  { texts, publicUrl = 'http://localhost:3000' }: { texts?: TextSender; publicUrl?: string } = {},
): Promise<RunningJobs> {
  return startJobs(handle, {
    provider: createOfflineProvider(),
    clock: typeof now === 'function' ? now : () => now,
    log: quiet,
    mail: { mailer, texts, publicUrl },
  });
}

/** Sends `queue` one job from each process's workers (a schedule firing in each), and waits until every run is over. */
export async function runFromEach(workers: RunningJobs[], queue: string): Promise<void> {
  for (const jobs of workers) await jobs.boss.send(queue, {});
  for (const jobs of workers) await expect.poll(() => jobs.boss.getQueueSize(queue, { before: 'completed' }), JOB_POLL).toBe(0);
}
