import type PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';
import { completeOverdueVisits } from '../modules/till/auto-complete.service.ts';
import type { JobLog } from './job-log.ts';

export const AUTO_COMPLETE_QUEUE = 'auto-complete';

export interface AutoCompleteDeps {
  db: Database;
  clock: () => Date;
  log: JobLog;
}

/** Every five minutes, one process completes the visits nobody checked out (salon setting `autoCompleteHours`). */
export async function registerAutoComplete(boss: PgBoss, deps: AutoCompleteDeps): Promise<void> {
  await boss.createQueue(AUTO_COMPLETE_QUEUE, { name: AUTO_COMPLETE_QUEUE, policy: 'singleton', retryLimit: 2, expireInSeconds: 300 });
  await boss.schedule(AUTO_COMPLETE_QUEUE, '*/5 * * * *');
  await boss.work(AUTO_COMPLETE_QUEUE, { batchSize: 1, pollingIntervalSeconds: 5 }, async () => {
    const completed = await completeOverdueVisits(deps.db, deps.clock());
    if (completed > 0) deps.log.info({ completed }, 'auto-complete: completed visits nobody checked out');
  });
}
