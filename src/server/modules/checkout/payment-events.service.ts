import type { Database } from '../../db/client.ts';
import type { PaymentEvent, PaymentProvider } from '../../payments/payment-provider.ts';
import type { BookingMail } from '../notifications/booking-mail.service.ts';
import { findPaymentBySession, isEventProcessed, recordProcessedEvent, updatePayment } from './checkout.repository.ts';
import { releaseHold } from './hold-release.service.ts';
import { settlePaidSession } from './payment-settlement.service.ts';
import { settleCardSetup } from './card-setup-settlement.service.ts';
import { closeCardSetup, findCardSetup } from '../fees/saved-cards.repository.ts';

/**
 * Applies one event. Its id is stored once handled, so a replay is a no-op; each action is also guarded by
 * the state it changes, so events out of order (an 'expired' after the payment, a duplicate racing the
 * confirm call) change nothing twice. The id is stored after the work: a failure lets the provider retry.
 */
export async function handlePaymentEvent(
  db: Database,
  provider: PaymentProvider,
  event: PaymentEvent,
  now: Date,
  mail: BookingMail,
): Promise<'duplicate' | 'processed'> {
  if (await isEventProcessed(db, event.id)) return 'duplicate';
  if (event.kind === 'session_paid') await settlePaidSession(db, provider, event.paid, now, mail);
  if (event.kind === 'session_expired') await expireSession(db, event.sessionId, now);
  if (event.kind === 'card_saved') await settleCardSetup(db, provider, event.sessionId, { card: event.card, now, mail });
  await recordProcessedEvent(db, event.id, event.type, now);
  return 'processed';
}

async function expireSession(db: Database, sessionId: string, now: Date) {
  const payment = await findPaymentBySession(db, sessionId);
  if (!payment) return expireCardSetup(db, sessionId, now);
  await releaseHold(db, payment.appointmentId, now);
  await updatePayment(db, payment.id, ['open'], { status: 'expired', updatedAt: now });
}

/** A setup session that ended with no card saved lets its hold go, as an unpaid payment session does (issue 26). */
async function expireCardSetup(db: Database, sessionId: string, now: Date) {
  const setup = await findCardSetup(db, sessionId);
  if (setup?.mode !== 'setup' || !(await closeCardSetup(db, sessionId, 'expired'))) return;
  await releaseHold(db, setup.appointmentId, now);
}
