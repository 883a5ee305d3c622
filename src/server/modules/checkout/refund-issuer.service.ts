import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';
import type { IssueRefund } from '../appointments/refund-issuer.ts';
import { refundPayment } from './payment-refund.ts';
import { recordPaymentRefund, refundablePayments } from './checkout.repository.ts';

export const REFUND_FAILED_MESSAGE = 'The refund could not be issued, so the appointment was not cancelled. Please try again.';

/**
 * Staff cancellations refund through the provider before anything is recorded (docs/decisions/0010): if the
 * provider fails, the cancel fails with nothing changed. Keys derive from the appointment and payment, so
 * two concurrent cancels, or a retry, get the provider's one refund back rather than a second one. Money
 * recorded as paid without an online payment (taken by hand) has nothing to refund through the provider.
 */
export function providerRefundIssuer(db: Database, provider: PaymentProvider, clock: () => Date): IssueRefund {
  return async ({ appointmentId, amountPence }) => {
    let remaining = amountPence;
    for (const payment of await refundablePayments(db, appointmentId)) {
      const take = Math.min(remaining, payment.amountPence - payment.refundedPence);
      if (take <= 0) continue;
      let refundId: string;
      try {
        ({ refundId } = await refundPayment(provider, payment, take, `cancel-${appointmentId}-${payment.id}`));
      } catch (err) {
        // The provider's reason goes to the log (the error handler logs 5xx with their cause), not to the screen.
        throw Object.assign(new AppError('REFUND_FAILED', REFUND_FAILED_MESSAGE, 502), { cause: err });
      }
      await recordPaymentRefund(db, payment.id, refundId, take, clock());
      remaining -= take;
    }
  };
}
