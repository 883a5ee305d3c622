import type { Database } from '../../db/client.ts';
import type { Mailer, OutgoingMail } from '../../mail/mailer.ts';
import { findSettings, type SalonSettingsRow } from '../catalog/salon.repository.ts';
import type { BookingMail } from './booking-mail.service.ts';
import {
  claimDueMessages,
  settleClaimedMessage,
  storeDueMessages,
  type Channel,
  type ClaimedOutcome,
  type OutboxRow,
} from './outbox.repository.ts';
import { deliverText, fallsBackToEmail, remindByEmailInstead, type TextDispatch } from './text-dispatch.ts';

/** Tries per message before it is marked failed (docs/decisions/0013). */
export const MAX_SEND_ATTEMPTS = 6;
/** A claimed message is someone's for this long; longer than a batch can take at its slowest (SMTP timeouts are 10–20 s). */
const CLAIM_LEASE_MS = 5 * 60_000;
/** Messages claimed at once, and sent several at a time: a burst of a thousand goes out within the minute (issue 27). */
const SEND_BATCH = 40;
const SEND_AT_ONCE = 8;
/** Messages marked stored at once (no SMTP_URL): one statement takes and marks them all. */
const STORE_BATCH = 100;
/** A run ends once it has sent for this long (well inside the job's expiry); the next wake-up or sweep goes on. */
const RUN_BUDGET_MS = 60_000;

/** 1, 2, 4, 8, 16 minutes after the 1st…5th failed try. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** (attempts - 1), 60 * 60_000);
}

export interface DispatchResult {
  sent: number;
  stored: number;
  retrying: number;
  failed: number;
  /** texts that were not to go (opted out, the cap, the visit gone) */
  skipped: number;
}

/** What sending texts needs, and the e-mail a reminder falls back to; without it, texts wait for a caller that has it. */
export interface OutboxTexts extends TextDispatch {
  mail: BookingMail;
}

/**
 * Sends every message due now, a batch claimed at a time and several of it at once, until none is due (or the run has
 * lasted RUN_BUDGET_MS), so several processes can run this at once and each message still goes once. Without a mailer
 * (no SMTP_URL) e-mails are kept as 'stored' for the Outbox, a batch in one statement; texts likewise without a text
 * provider. A failed send never touches the appointment: it is retried later, and after the last try marked failed.
 */
export async function dispatchDueMessages(
  db: Database,
  mailer: Mailer | undefined,
  clock: () => Date,
  texts?: OutboxTexts,
): Promise<DispatchResult> {
  const result: DispatchResult = { sent: 0, stored: 0, retrying: 0, failed: 0, skipped: 0 };
  const channels: Channel[] = [...(mailer ? ['email' as const] : []), ...(texts ? ['sms' as const] : [])];
  const ends = performance.now() + RUN_BUDGET_MS;
  while (performance.now() < ends) {
    const now = clock();
    const stored = mailer ? 0 : await storeDueMessages(db, now, STORE_BATCH);
    result.stored += stored;
    const batch =
      channels.length > 0 ? await claimDueMessages(db, now, new Date(now.getTime() + CLAIM_LEASE_MS), SEND_BATCH, channels) : [];
    if (batch.length === 0 && stored === 0) break;
    const settings = batch.some((m) => m.channel === 'sms') ? await findSettings(db) : undefined;
    await eachAtOnce(batch, SEND_AT_ONCE, async (message) => {
      const outcome = await deliver(db, message, { mailer, texts, settings }, clock);
      if (texts && fallsBackToEmail(message, outcome)) {
        // The reminder e-mail is queued with the text's settlement, so it is queued exactly when the text is settled.
        await db.transaction(async (tx) => {
          if (await settleClaimedMessage(tx, message.id, outcome))
            await remindByEmailInstead(tx, texts.mail, message.appointmentId, clock());
        });
      } else await settleClaimedMessage(db, message.id, outcome);
      result[outcome.status === 'queued' ? 'retrying' : outcome.status] += 1;
    });
  }
  return result;
}

/** Runs `work` on every item, at most `limit` at a time. */
async function eachAtOnce<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

async function deliver(
  db: Database,
  message: OutboxRow,
  { mailer, texts, settings }: { mailer: Mailer | undefined; texts: OutboxTexts | undefined; settings: SalonSettingsRow | undefined },
  clock: () => Date,
): Promise<ClaimedOutcome> {
  const retry = (error: string): ClaimedOutcome =>
    message.attempts >= MAX_SEND_ATTEMPTS
      ? { status: 'failed', error }
      : { status: 'queued', error, nextAttemptAt: new Date(clock().getTime() + retryDelayMs(message.attempts)) };
  if (message.channel === 'sms') {
    if (!texts || !settings) return retry('Texts are not set up in this process.');
    return deliverText(db, message, texts, settings, { now: clock(), retry });
  }
  try {
    await mailer!.send(toOutgoing(message));
    return { status: 'sent', at: clock() };
  } catch (err) {
    return retry((err instanceof Error ? err.message : String(err)).slice(0, 500));
  }
}

function toOutgoing(message: OutboxRow): OutgoingMail {
  const method = message.icsMethod === 'CANCEL' ? 'CANCEL' : 'REQUEST';
  return {
    to: message.toAddress,
    subject: message.subject,
    text: message.textBody,
    html: message.htmlBody,
    invite: message.ics ? { method, content: message.ics } : null,
  };
}
