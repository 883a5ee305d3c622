import type { Database } from '../../db/client.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';
import { releaseExpiredHolds } from '../booking/bookings.repository.ts';
import { openPaymentsOf, openPaymentsWithoutHold, paymentsWithRefundDue, releaseHoldNow, updatePayment } from './checkout.repository.ts';
import { refundUnplacedPayment } from './payment-settlement.service.ts';

export function releaseHold(db: Database, appointmentId: string, now: Date): Promise<boolean> {
  return releaseHoldNow(db, appointmentId, now);
}

export const LEFT_PAYMENT_REASON = 'The client left the payment page';

/**
 * `POST /api/checkout/release`: the customer left the payment page (the provider's Cancel, '/cancel'). Their unpaid
 * hold ends now, so the time is free again for them and for everyone, and its session is closed so that it can
 * no longer take money. A confirmed or already released booking is left as it is.
 */
export async function releaseOwnHold(db: Database, provider: PaymentProvider, appointmentId: string, now: Date): Promise<boolean> {
  const released = await releaseHoldNow(db, appointmentId, now, LEFT_PAYMENT_REASON);
  if (released) await closeOpenSessions(db, provider, appointmentId, now);
  return released;
}

/**
 * Closes an appointment's open sessions at the provider and marks them expired. One the provider will not close
 * now stays open, and the hold job tries again once the appointment no longer waits for it; a payment that
 * still arrives is settled as usual (confirmed if the time is free, refunded if not).
 */
export async function closeOpenSessions(db: Database, provider: PaymentProvider, appointmentId: string, now: Date): Promise<void> {
  for (const payment of await openPaymentsOf(db, appointmentId)) {
    try {
      await provider.expireSession(payment.sessionId);
      await updatePayment(db, payment.id, ['open'], { status: 'expired', updatedAt: now });
    } catch {
      // Left open for the hold job (sweepHolds) to close.
    }
  }
}

export interface SweepResult {
  released: number;
  sessionsExpired: number;
  refunded: number;
  failures: string[];
}

/**
 * The hold-expiry job's work, safe to run in several processes at once: release holds whose time is up
 * (their slots are free again), close provider sessions nobody waits for any more (Stripe's shortest session
 * is 30 minutes, our hold is shorter), and retry refunds of payments that arrived too late.
 */
export async function sweepHolds(db: Database, provider: PaymentProvider, now: Date): Promise<SweepResult> {
  const result: SweepResult = { released: (await releaseExpiredHolds(db, now)).length, sessionsExpired: 0, refunded: 0, failures: [] };
  for (const payment of await openPaymentsWithoutHold(db)) {
    try {
      await provider.expireSession(payment.sessionId);
      if (await updatePayment(db, payment.id, ['open'], { status: 'expired', updatedAt: now })) result.sessionsExpired++;
    } catch (err) {
      result.failures.push(`expire ${payment.sessionId}: ${(err as Error).message}`);
    }
  }
  for (const payment of await paymentsWithRefundDue(db)) {
    try {
      await refundUnplacedPayment(db, provider, payment, now);
      result.refunded++;
    } catch (err) {
      result.failures.push(`refund ${payment.id}: ${(err as Error).message}`);
    }
  }
  return result;
}
