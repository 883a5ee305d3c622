import type PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { TextSender } from '../sms/text-sender.ts';
import { writeLeftConfirmations } from '../modules/notifications/booking-confirmation.service.ts';
import { dispatchDueMessages } from '../modules/notifications/mail-dispatch.service.ts';
import type { JobLog } from './job-log.ts';

export const MAIL_DISPATCH_QUEUE = 'mail-dispatch';
/**
 * Commits within this long of one another wake the mail job once (docs/decisions/0015): a wake-up is a job
 * row written and committed, so one per booking cost every booking another round trip and WAL flush.
 */
const NUDGE_COALESCE_MS = 200;

export interface MailDispatchDeps {
  db: Database;
  /** undefined without SMTP_URL: messages are then marked stored, for the Outbox */
  mailer: Mailer | undefined;
  /** undefined without Twilio: texts are then marked stored, for the Outbox */
  texts: TextSender | undefined;
  /** the site's address, for the manage links of confirmations this job writes */
  publicUrl: string;
  clock: () => Date;
  log: JobLog;
}

/**
 * Sends the outbox (docs/decisions/0013). A booking change wakes it straight after its commit; the schedule
 * catches retries that came due and anything a crashed process left behind: first the confirmations a booking's
 * process died before writing (docs/decisions/0033). 'stately' keeps at most one run
 * waiting, and wake-ups within NUDGE_COALESCE_MS are sent as one; each message's own claim keeps two
 * processes from sending it twice.
 */
export async function registerMailDispatch(boss: PgBoss, deps: MailDispatchDeps): Promise<() => void> {
  await boss.createQueue(MAIL_DISPATCH_QUEUE, { name: MAIL_DISPATCH_QUEUE, policy: 'stately', retryLimit: 2, expireInSeconds: 300 });
  await boss.schedule(MAIL_DISPATCH_QUEUE, '* * * * *');
  await boss.work(MAIL_DISPATCH_QUEUE, { batchSize: 1, pollingIntervalSeconds: 2 }, async () => {
    const written = await writeLeftConfirmations(deps.db, deps.publicUrl, deps.clock());
    if (written > 0) deps.log.warn({ written }, 'mail: wrote confirmations whose booking’s process stopped before writing them');
    const texts = { sender: deps.texts, publicUrl: deps.publicUrl, mail: { publicUrl: deps.publicUrl, afterCommit: () => {} } };
    const result = await dispatchDueMessages(deps.db, deps.mailer, deps.clock, texts);
    if (result.sent || result.stored || result.retrying || result.failed || result.skipped)
      deps.log.info({ ...result }, 'mail: outbox dispatched');
    if (result.failed > 0) deps.log.warn({ failed: result.failed }, 'mail: some messages failed after every retry; see the Outbox');
  });
  let wakeScheduled = false;
  return () => {
    if (wakeScheduled) return;
    wakeScheduled = true;
    setTimeout(() => {
      wakeScheduled = false;
      boss
        .send(MAIL_DISPATCH_QUEUE, {})
        .catch((err: unknown) => deps.log.warn({ err }, 'mail: could not wake the mail job; the next sweep sends'));
    }, NUDGE_COALESCE_MS).unref();
  };
}
