import type { PaymentProvider } from '../../payments/payment-provider.ts';
import type { PaymentRow } from './checkout.repository.ts';

/**
 * Gives back (part of) one payment. Test money from the offline provider never moved, so giving it back is
 * only a record, whatever provider the app runs with now; real money goes back through the provider.
 */
export function refundPayment(
  provider: PaymentProvider,
  payment: PaymentRow,
  amountPence: number,
  idempotencyKey: string,
): Promise<{ refundId: string }> {
  if (payment.provider === 'offline') return Promise.resolve({ refundId: `offline_re_${idempotencyKey}` });
  return provider.refund({ providerPaymentId: payment.providerPaymentId!, amountPence, idempotencyKey });
}
