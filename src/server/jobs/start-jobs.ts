import type PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client.ts';
import { withStartupLock } from '../db/startup-lock.ts';
import { registerAutoComplete } from './auto-complete.job.ts';
import { registerClientRetention } from './client-retention.job.ts';
import { createBoss } from './boss.ts';
import { registerHoldExpiry, type HoldExpiryDeps } from './hold-expiry.job.ts';
import { registerMailDispatch } from './mail-dispatch.job.ts';
import { registerReminders } from './reminders.job.ts';
import { registerWaitlist } from './waitlist.job.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { TextSender } from '../sms/text-sender.ts';
import { cardForgetter } from '../payments/payment-provider.ts';

export interface RunningJobs {
  boss: PgBoss;
  /** wakes the mail job now (after a commit that queued e-mail) */
  nudgeMail(): void;
  stop(): Promise<void>;
}

export type StartJobsDeps = Omit<HoldExpiryDeps, 'db'> & {
  /** the SMTP mailer (undefined without SMTP_URL), the text sender (undefined without Twilio) and the site's address for links */
  mail: { mailer: Mailer | undefined; texts?: TextSender | undefined; publicUrl: string };
};

/** Any fixed number (migrations use 727_001, seeding 727_002). */
const JOBS_STARTUP_LOCK = 727_003;

/** Starts the job queue and its workers; main.ts calls it after the app is built, and stops it on shutdown. */
export async function startJobs(handle: DatabaseHandle, deps: StartJobsDeps): Promise<RunningJobs> {
  const { boss, close } = createBoss(handle);
  let nudgeMail: () => void = () => {};
  boss.on('error', (err) => deps.log.warn({ err }, 'job queue error'));
  // pg-boss deadlocks when two processes create the same queue at once (found by tests/stress): take turns.
  await withStartupLock(handle, JOBS_STARTUP_LOCK, async () => {
    await boss.start();
    await registerHoldExpiry(boss, { ...deps, db: handle.db });
    nudgeMail = await registerMailDispatch(boss, { db: handle.db, texts: undefined, ...deps.mail, clock: deps.clock, log: deps.log });
    const mail = {
      publicUrl: deps.mail.publicUrl,
      afterCommit: () => nudgeMail(),
      warn: (details: object, message: string) => deps.log.warn(details, message),
    };
    await registerReminders(boss, { db: handle.db, mail, clock: deps.clock, log: deps.log });
    await registerWaitlist(boss, { db: handle.db, mail, provider: deps.provider, clock: deps.clock, log: deps.log });
    await registerAutoComplete(boss, { db: handle.db, clock: deps.clock, log: deps.log });
    await registerClientRetention(boss, { db: handle.db, clock: deps.clock, log: deps.log, forgetCard: cardForgetter(deps.provider) });
  });
  return { boss, nudgeMail: () => nudgeMail(), stop: close };
}
