import type { NewOutboxRow } from '../../src/server/modules/notifications/outbox.repository.ts';

/**
 * A burst of messages due at `now` (issue 27): `emails` e-mails to made-up clients and `texts` texts to made-up UK
 * mobiles, the texts of a kind the salon sends (fee links) with their words already written, as the outbox's sender
 * finds them when a crowd has just booked.
 */
export function dueMessages(now: Date, { emails, texts }: { emails: number; texts: number }): NewOutboxRow[] {
  const due = { status: 'queued', nextAttemptAt: now, createdAt: now, kind: 'booking_confirmed' as const };
  return [
    ...Array.from({ length: emails }, (_, i) => ({
      ...due,
      toAddress: `burst${i}@example.co.uk`,
      subject: `Message ${i}`,
      textBody: `Message ${i}`,
      htmlBody: `<p>Message ${i}</p>`,
    })),
    ...Array.from({ length: texts }, (_, i) => ({
      ...due,
      kind: 'fee_requested' as const,
      channel: 'sms',
      toAddress: `+447911${String(200_000 + i)}`,
      subject: `Text ${i}`,
      textBody: `Text ${i}`,
      htmlBody: '',
    })),
  ];
}
