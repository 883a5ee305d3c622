import { AppError } from '../../errors.ts';
import { PaymentProviderError } from '../../payments/payment-provider.ts';
import { deciding, type FeeDeps, type FeeState } from './fee.service.ts';
import { addVisitRefund, findFeeOfVisit, updateFeeIf, type FeeRow } from './fees.repository.ts';

// Giving a paid fee back (issue 26), recorded with who did (issue 39).

export const FEE_NOT_PAID_MESSAGE = 'Only a fee that was paid can be refunded.';

/**
 * Gives a paid fee back: the provider's refund first (its key is the fee's, so two clicks refund once), then recorded
 * under the status guard, with the visit's ledger refund entries.
 */
export async function refundFee(deps: FeeDeps, id: string, refundedBy: string | null = null): Promise<FeeState> {
  return deciding(deps.db, id, ({ fee }) => refund(deps, fee, refundedBy, deps.clock()));
}

async function refund(deps: FeeDeps, fee: FeeRow | undefined, refundedBy: string | null, now: Date): Promise<FeeRow> {
  if (fee?.status === 'refunded') return fee;
  if (fee?.status !== 'paid' || !fee.providerPaymentId) throw new AppError('FEE_NOT_PAID', FEE_NOT_PAID_MESSAGE, 409);
  let refundId: string;
  try {
    ({ refundId } = await deps.provider.refund({
      providerPaymentId: fee.providerPaymentId,
      amountPence: fee.chargePence,
      idempotencyKey: `fee-refund-${fee.id}`,
    }));
  } catch (err) {
    if (err instanceof PaymentProviderError)
      throw Object.assign(new AppError('REFUND_FAILED', 'The refund could not be issued. Please try again.', 502), { cause: err });
    throw err;
  }
  return deps.db.transaction(async (tx) => {
    const refunded = await updateFeeIf(tx, fee.id, ['paid'], {
      status: 'refunded',
      refundId,
      refundedBy,
      refundedPence: fee.chargePence,
      updatedAt: now,
    });
    if (!refunded) return (await findFeeOfVisit(tx, fee.visitId))!;
    await addVisitRefund(tx, fee.visitId, fee.chargePence, now);
    return refunded;
  });
}
