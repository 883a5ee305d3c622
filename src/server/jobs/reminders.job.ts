import type PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';
import { queueDueReminders } from '../modules/notifications/reminders.service.ts';
import type { BookingMail } from '../modules/notifications/booking-mail.service.ts';
import type { JobLog } from './job-log.ts';

export const REMINDERS_QUEUE = 'reminders';

export interface RemindersDeps {
  db: Database;
  mail: BookingMail;
  clock: () => Date;
  log: JobLog;
}

/** Every five minutes, one process queues the reminders that came due (salon setting `reminderHours`). */
export async function registerReminders(boss: PgBoss, deps: RemindersDeps): Promise<void> {
  await boss.createQueue(REMINDERS_QUEUE, { name: REMINDERS_QUEUE, policy: 'singleton', retryLimit: 2, expireInSeconds: 300 });
  await boss.schedule(REMINDERS_QUEUE, '*/5 * * * *');
  await boss.work(REMINDERS_QUEUE, { batchSize: 1, pollingIntervalSeconds: 5 }, async () => {
    const queued = await queueDueReminders(deps.db, deps.mail, deps.clock());
    if (queued > 0) deps.log.info({ queued }, 'reminders: queued');
  });
}
