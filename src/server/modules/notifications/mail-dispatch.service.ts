import type { Database } from '../../db/client.ts';
import type { Mailer, OutgoingMail } from '../../mail/mailer.ts';
import { claimDueMessage, settleClaimedMessage, type ClaimedOutcome, type OutboxRow } from './outbox.repository.ts';

/** Tries per message before it is marked failed (docs/decisions/0013). */
export const MAX_SEND_ATTEMPTS = 6;
/** A claimed message is someone's for this long; longer than any SMTP attempt can take (its timeouts are 10–20 s). */
const CLAIM_LEASE_MS = 5 * 60_000;

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
 * Sends every message due now, one claim at a time, so several processes can run this at once and each
 * message still goes once. Without a mailer (no SMTP_URL) messages are kept as 'stored' for the Outbox.
 * A failed send never touches the appointment: it is retried later, and after the last try marked failed.
 */
export async function dispatchDueMessages(
  db: Database,
  mailer: Mailer | undefined,
  clock: () => Date,
  limit = 50,
): Promise<DispatchResult> {
  const result: DispatchResult = { sent: 0, stored: 0, retrying: 0, failed: 0 };
  for (let i = 0; i < limit; i += 1) {
    const now = clock();
    const message = await claimDueMessage(db, now, new Date(now.getTime() + CLAIM_LEASE_MS));
    if (!message) break;
    const outcome = await deliver(message, mailer, clock);
    await settleClaimedMessage(db, message.id, outcome);
    result[outcome.status === 'queued' ? 'retrying' : outcome.status] += 1;
  }
  return result;
}

async function deliver(message: OutboxRow, mailer: Mailer | undefined, clock: () => Date): Promise<ClaimedOutcome> {
  if (!mailer) return { status: 'stored', at: clock() };
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
