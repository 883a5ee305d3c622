import type PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';
import { sweepHolds, type SweepResult } from '../modules/checkout/hold-release.service.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';

export const HOLD_EXPIRY_QUEUE = 'hold-expiry';

export interface HoldExpiryDeps {
  db: Database;
  provider: PaymentProvider;
  clock: () => Date;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/**
 * Every minute, one process (pg-boss hands each scheduled job to one worker) releases expired holds,
 * closes their provider sessions and retries refunds that failed. Availability already ignores a hold
 * the moment it expires, so a minute's delay costs no customer a slot.
 */
export async function registerHoldExpiry(boss: PgBoss, deps: HoldExpiryDeps): Promise<void> {
  await boss.createQueue(HOLD_EXPIRY_QUEUE, { name: HOLD_EXPIRY_QUEUE, policy: 'singleton', retryLimit: 2, expireInSeconds: 120 });
  await boss.schedule(HOLD_EXPIRY_QUEUE, '* * * * *');
  await boss.work(HOLD_EXPIRY_QUEUE, { batchSize: 1, pollingIntervalSeconds: 5 }, async () => {
    const result: SweepResult = await sweepHolds(deps.db, deps.provider, deps.clock());
    if (result.released || result.sessionsExpired || result.refunded) deps.log.info({ ...result }, 'hold expiry: released holds');
    if (result.failures.length > 0)
      deps.log.warn({ failures: result.failures }, 'hold expiry: some provider calls failed; retried next run');
  });
}
