import type { Database } from '../../db/client.ts';
import type { BookingMail } from '../notifications/booking-mail.service.ts';
import { markTextDelivered, markTextUndelivered } from '../notifications/outbox.repository.ts';
import { remindByEmailInstead } from '../notifications/text-dispatch.ts';

/** A delivery report of the provider's (Twilio's status callback): the text's id, its status, the error code. */
export interface DeliveryReport {
  providerId: string;
  status: string;
  errorCode: string | undefined;
}

/**
 * Marks a sent text delivered, or failed when the provider could not deliver it; a reminder that failed goes by e-mail
 * instead, queued with the failure. Only a sent text changes, once: a replayed or out-of-order report changes nothing.
 */
export async function takeDeliveryReport(db: Database, mail: BookingMail, report: DeliveryReport, now: Date): Promise<void> {
  if (report.status === 'delivered') {
    await markTextDelivered(db, report.providerId);
    return;
  }
  if (report.status !== 'undelivered' && report.status !== 'failed') return;
  const reason = `Not delivered${report.errorCode ? ` (provider error ${report.errorCode.slice(0, 10)})` : ''}.`;
  const changed = await db.transaction(async (tx) => {
    const text = await markTextUndelivered(tx, report.providerId, reason);
    if (text?.kind === 'reminder') await remindByEmailInstead(tx, mail, text.appointmentId, now);
    return text !== undefined;
  });
  if (changed) mail.afterCommit();
}
