import type { Database } from '../../db/client.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';
import { releaseExpiredHolds } from '../appointments/appointments.repository.ts';
import { openPaymentsWithoutHold, paymentsWithRefundDue, releaseHoldNow, updatePayment } from './checkout.repository.ts';
import { refundUnplacedPayment } from './payment-settlement.service.ts';

export function releaseHold(db: Database, appointmentId: string, now: Date): Promise<boolean> {
  return releaseHoldNow(db, appointmentId, now);
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
