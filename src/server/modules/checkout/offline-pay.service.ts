import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';
import { findAppointment } from '../booking/bookings.repository.ts';
import type { BookingMail } from '../notifications/booking-mail.service.ts';
import { loadSalon } from '../catalog/salon.service.ts';
import { findPaymentBySession } from './checkout.repository.ts';
import { offlinePayPage } from './offline-pay-page.ts';
import { handlePaymentEvent } from './payment-events.service.ts';

async function offlineSession(db: Database, sessionId: string) {
  const payment = await findPaymentBySession(db, sessionId);
  if (!payment || payment.provider !== 'offline') throw AppError.notFound('Payment');
  const appointment = await findAppointment(db, payment.appointmentId);
  if (!appointment) throw AppError.notFound('Appointment');
  return { payment, appointment };
}

export async function offlinePaymentView(db: Database, sessionId: string): Promise<string> {
  const { payment, appointment } = await offlineSession(db, sessionId);
  const { settings } = await loadSalon(db);
  return offlinePayPage(payment, appointment, settings.timeZone);
}

/**
 * The test page's Pay button: reported as the 'paid' event a webhook would bring (one id per session, so a
 * double click is a replay), then the customer goes where Stripe would send them.
 */
export async function payOffline(
  db: Database,
  provider: PaymentProvider,
  sessionId: string,
  now: Date,
  mail: BookingMail,
): Promise<string> {
  const { payment, appointment } = await offlineSession(db, sessionId);
  await handlePaymentEvent(
    db,
    provider,
    {
      id: `offline_evt_${sessionId}`,
      type: 'offline.session.paid',
      kind: 'session_paid',
      paid: { sessionId, providerPaymentId: `offline_pi_${payment.id}`, amountPence: payment.amountPence },
    },
    now,
    mail,
  );
  // A fee paid through the client's link goes back to a thank-you, not to a booking's page (issue 26).
  if (payment.feeId) return '/fee/paid';
  return `/success?appointmentId=${encodeURIComponent(appointment.id)}&session_id=${encodeURIComponent(sessionId)}`;
}
