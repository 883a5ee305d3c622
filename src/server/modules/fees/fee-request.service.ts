import type { Database } from '../../db/client.ts';
import { renderFeeRequest, type FeeRequest } from '../../mail/templates/fee-request.ts';
import type { AppointmentRow } from '../booking/bookings.repository.ts';
import { findSettings } from '../catalog/salon.repository.ts';
import type { BookingMail } from '../notifications/booking-mail.service.ts';
import { insertOutboxMessages, insertTextRows } from '../notifications/outbox.repository.ts';
import { renderFeeText, textSubject } from '../notifications/text-parts.ts';
import { bookingTextRow } from '../notifications/text-queue.ts';
import { segmentsOf } from '../../../core/texts/segments.ts';
import type { FeeRow } from './fees.repository.ts';

/** The client's page for paying a fee themselves: like a manage link, only the token's hash is stored. */
export const feePayUrl = (publicUrl: string, token: string): string => `${publicUrl}/fee/${token}`;

/**
 * E-mails (and texts, where the salon texts fee links) the client the link (`token`, whose hash the fee keeps) to pay
 * the fee themselves, in the caller's transaction: it commits with the fee's new status, or not at all. A client with
 * no e-mail and no number that takes texts gets none: staff see the fee as requested and can ask them in person.
 */
export async function sendFeeRequest(
  tx: Database,
  mail: BookingMail,
  { fee, visit, why, token, now }: { fee: FeeRow; visit: AppointmentRow; why: FeeRequest['why']; token: string; now: Date },
): Promise<void> {
  const settings = await findSettings(tx);
  if (visit.clientEmail && settings) {
    const rendered = renderFeeRequest({
      clientName: visit.clientName,
      salonName: settings.name,
      timeZone: settings.timeZone,
      kind: fee.kind as FeeRequest['kind'],
      what: `${visit.serviceName} (${visit.variantName})`,
      start: visit.startAt,
      chargePence: fee.chargePence,
      why,
      link: feePayUrl(mail.publicUrl, token),
      testMoney: fee.testMoney,
    });
    await insertOutboxMessages(tx, [
      {
        kind: 'fee_requested',
        appointmentId: visit.id,
        toAddress: visit.clientEmail,
        subject: rendered.subject,
        textBody: rendered.text,
        htmlBody: rendered.html,
        status: 'queued',
        createdAt: now,
        nextAttemptAt: now,
      },
    ]);
  }
  // The same link by text, where the salon texts fee links (issue 27): its words are written now, with the link.
  const text = settings && bookingTextRow(settings, 'fee_requested', visit, { now, key: fee.id });
  if (text) {
    const link = feePayUrl(mail.publicUrl, token);
    const body = renderFeeText(
      { kind: fee.kind as FeeRequest['kind'], chargePence: fee.chargePence, start: visit.startAt, link },
      settings,
    );
    await insertTextRows(tx, [{ ...text, textBody: body, subject: textSubject(body), segments: segmentsOf(body) }]);
  }
}
