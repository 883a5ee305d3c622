import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { offlineTestCard, type TestCardBehaviour } from '../../payments/offline-provider.ts';
import type { PaymentEvent, PaymentProvider } from '../../payments/payment-provider.ts';
import { findCardSetup } from '../fees/saved-cards.repository.ts';
import { visitPartsOf } from '../booking/bookings.repository.ts';
import type { BookingMail } from '../notifications/booking-mail.service.ts';
import { loadSalon } from '../catalog/salon.service.ts';
import { findPaymentBySession } from './checkout.repository.ts';
import { offlinePayPage } from './offline-pay-page.ts';
import { handlePaymentEvent } from './payment-events.service.ts';

async function offlineSession(db: Database, sessionId: string) {
  const payment = await findPaymentBySession(db, sessionId);
  // A session that only saves a card has no payment (issue 26); one that pays and keeps its card has both.
  const setup = await findCardSetup(db, sessionId);
  const session = payment ?? setup;
  if (!session || session.provider !== 'offline') throw AppError.notFound('Payment');
  // What is paid for is the whole visit of the session's appointment (issue 40): the page lists every service.
  const services = await visitPartsOf(db, session.appointmentId);
  const appointment = services.find((part) => part.id === session.appointmentId);
  if (!appointment) throw AppError.notFound('Appointment');
  return { payment, setup, appointment, services };
}

/** The test page; `declined`: the declined test card was just tried, and nothing was paid (issue 40). */
export async function offlinePaymentView(db: Database, sessionId: string, declined = false): Promise<string> {
  const view = await offlineSession(db, sessionId);
  const { settings } = await loadSalon(db);
  return offlinePayPage({ sessionId, ...view, declined }, settings.timeZone);
}

/** Where the page goes back to when a payment was tried with the declined test card. */
export const declinedPageUrl = (sessionId: string) => `/pay/${encodeURIComponent(sessionId)}?declined=1`;

/**
 * The test page's Pay (or Save card) button: reported as the event a webhook would bring (one id per session, so a
 * double click is a replay), then the customer goes where Stripe would send them. Where the session keeps a card, the
 * button names the test card chosen, and that card is the one saved. Paying with the declined test card pays nothing,
 * as the bank would decline it (issue 40): the page comes back saying so.
 */
export async function payOffline(
  db: Database,
  provider: PaymentProvider,
  { sessionId, card: behaviour }: { sessionId: string; card: TestCardBehaviour },
  now: Date,
  mail: BookingMail,
): Promise<string> {
  const { payment, setup, appointment } = await offlineSession(db, sessionId);
  if (payment && setup && behaviour === 'declined') return declinedPageUrl(sessionId);
  const card = setup ? offlineTestCard(behaviour) : undefined;
  const id = `offline_evt_${sessionId}`;
  const event: PaymentEvent = payment
    ? {
        id,
        type: 'offline.session.paid',
        kind: 'session_paid',
        paid: { sessionId, providerPaymentId: `offline_pi_${payment.id}`, amountPence: payment.amountPence, card },
      }
    : { id, type: 'offline.setup.completed', kind: 'card_saved', sessionId, card };
  await handlePaymentEvent(db, provider, event, now, mail);
  // A fee paid through the client's link goes back to a thank-you, not to a booking's page (issue 26).
  if (payment?.feeId) return '/fee/paid';
  return `/success?appointmentId=${encodeURIComponent(appointment.id)}&session_id=${encodeURIComponent(sessionId)}`;
}
