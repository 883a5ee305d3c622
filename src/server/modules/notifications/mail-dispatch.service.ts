import type { Database } from '../../db/client.ts';
import type { Mailer, OutgoingMail } from '../../mail/mailer.ts';
import { claimDueMessages, settleClaimedMessage, storeDueMessages, type ClaimedOutcome, type OutboxRow } from './outbox.repository.ts';

/** Tries per message before it is marked failed (docs/decisions/0013). */
export const MAX_SEND_ATTEMPTS = 6;
/** A claimed message is someone's for this long; longer than any SMTP attempt can take (its timeouts are 10–20 s). */
const CLAIM_LEASE_MS = 5 * 60_000;
/** Messages claimed at once to send: ten SMTP attempts at their slowest still end inside the lease. */
const SEND_BATCH = 10;
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
}

/**
 * Sends every message due now, a few claims at a time, until none is due (or the run has lasted RUN_BUDGET_MS), so
 * several processes can run this at once and each message still goes once. Without a mailer (no SMTP_URL) messages
 * are kept as 'stored' for the Outbox, a batch in one statement. A failed send never touches the appointment: it is
 * retried later, and after the last try marked failed.
 */
export async function dispatchDueMessages(db: Database, mailer: Mailer | undefined, clock: () => Date): Promise<DispatchResult> {
  const result: DispatchResult = { sent: 0, stored: 0, retrying: 0, failed: 0 };
  const ends = performance.now() + RUN_BUDGET_MS;
  while (performance.now() < ends) {
    const now = clock();
    if (!mailer) {
      const stored = await storeDueMessages(db, now, STORE_BATCH);
      if (stored === 0) break;
      result.stored += stored;
      continue;
    }
    const batch = await claimDueMessages(db, now, new Date(now.getTime() + CLAIM_LEASE_MS), SEND_BATCH);
    if (batch.length === 0) break;
    for (const message of batch) {
      const outcome = await deliver(message, mailer, clock);
      await settleClaimedMessage(db, message.id, outcome);
      result[outcome.status === 'queued' ? 'retrying' : outcome.status] += 1;
    }
  }
  return result;
}

async function deliver(message: OutboxRow, mailer: Mailer, clock: () => Date): Promise<ClaimedOutcome> {
  try {
    await mailer.send(toOutgoing(message));
    return { status: 'sent', at: clock() };
  } catch (err) {
    const error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
    if (message.attempts >= MAX_SEND_ATTEMPTS) return { status: 'failed', error };
    return { status: 'queued', error, nextAttemptAt: new Date(clock().getTime() + retryDelayMs(message.attempts)) };
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
