import type PgBoss from 'pg-boss';
import { refillWaitlist } from '../modules/waitlist/refill.service.ts';
import type { WaitlistDeps } from '../modules/waitlist/settle.service.ts';
import type { JobLog } from './job-log.ts';

export const WAITLIST_QUEUE = 'waitlist';

export type WaitlistJobDeps = WaitlistDeps & { log: JobLog };

/**
 * Every minute, one process settles the waitlist's offers (a lapsed offer passes to the next client in line), ends
 * entries whose windows have passed, and offers whatever is free to those waiting: what no request's refill saw (a hold
 * that lapsed, a refill that failed). Safe beside the requests' refills in any process (docs/decisions/0036).
 */
export async function registerWaitlist(boss: PgBoss, deps: WaitlistJobDeps): Promise<void> {
  await boss.createQueue(WAITLIST_QUEUE, { name: WAITLIST_QUEUE, policy: 'singleton', retryLimit: 2, expireInSeconds: 120 });
  await boss.schedule(WAITLIST_QUEUE, '* * * * *');
  await boss.work(WAITLIST_QUEUE, { batchSize: 1, pollingIntervalSeconds: 5 }, async () => {
    const { offered } = await refillWaitlist(deps, deps.clock());
    if (offered > 0) deps.log.info({ offered }, 'waitlist: times offered');
  });
}
