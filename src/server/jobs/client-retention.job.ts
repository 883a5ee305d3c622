import type PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';
import { anonymiseLapsedClients } from '../modules/client-data/client-retention.service.ts';
import type { ForgetCard } from '../payments/payment-provider.ts';
import type { JobLog } from './job-log.ts';

export const CLIENT_RETENTION_QUEUE = 'client-retention';

export interface ClientRetentionDeps {
  db: Database;
  clock: () => Date;
  log: JobLog;
  /** detaches an erased client's saved card at the provider (issue 26) */
  forgetCard: ForgetCard;
}

/**
 * Every night at 03:15 (UTC), one process anonymises the clients past the salon's retention (`clientRetentionYears`,
 * docs/decisions/0028). A singleton queue: a run never overlaps another, and each erasure is guarded besides.
 */
export async function registerClientRetention(boss: PgBoss, deps: ClientRetentionDeps): Promise<void> {
  await boss.createQueue(CLIENT_RETENTION_QUEUE, {
    name: CLIENT_RETENTION_QUEUE,
    policy: 'singleton',
    retryLimit: 2,
    expireInSeconds: 900,
  });
  await boss.schedule(CLIENT_RETENTION_QUEUE, '15 3 * * *');
  await boss.work(CLIENT_RETENTION_QUEUE, { batchSize: 1, pollingIntervalSeconds: 5 }, async () => {
    const erased = await anonymiseLapsedClients(deps.db, deps.clock(), deps.forgetCard);
    if (erased > 0) deps.log.info({ erased }, 'client retention: anonymised clients with no visit within the retention period');
  });
}
