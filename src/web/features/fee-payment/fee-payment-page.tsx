import { formatGBP } from '../../../core/money.ts';
import type { PublicFee } from '../../../core/schemas/fee.schema.ts';
import { ApiError, errorMessage } from '../../api/client.ts';
import { usePublicFee } from '../../api/fee-payment.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { feeReason } from './fee-text.ts';
import { PayFeeButton } from './pay-fee-button.tsx';

/**
 * Issue 26: the page a client's e-mail links to when they are asked to pay a no-show or late-cancellation fee.
 * `sessionId`: Stripe sent them back here after paying (its success URL); the page waits for the payment to show.
 */
export function FeePaymentPage({ token, sessionId }: { token: string; sessionId: string | undefined }) {
  const fee = usePublicFee(token, sessionId);
  return (
    <Card className="mx-auto max-w-xl">
      <title>{fee.data?.salonName ? `Pay your fee · ${fee.data.salonName}` : 'Pay your fee'}</title>
      <h1 className="font-display text-3xl font-semibold">Pay your fee</h1>
      <div className="mt-5">
        {fee.data ? (
          <Fee token={token} fee={fee.data} returned={Boolean(sessionId)} />
        ) : fee.isError ? (
          <LoadFailed error={fee.error} onRetry={() => void fee.refetch()} />
        ) : (
          <Spinner label="Loading your fee..." />
        )}
      </div>
    </Card>
  );
}

function Fee({ token, fee, returned }: { token: string; fee: PublicFee; returned: boolean }) {
  if (fee.status !== 'due')
    return (
      <p role="status" className="text-lg font-medium text-stone-900">
        {fee.status === 'paid' ? 'This fee has been paid. Thank you.' : 'There is nothing to pay.'}
      </p>
    );
  // Back from paying, before the provider's report has arrived: no second Pay button meanwhile.
  if (returned)
    return (
      <p role="status" className="text-stone-700">
        Thank you. Your payment is being confirmed: this page updates by itself. If it does not, please contact the salon.
      </p>
    );
  return (
    <>
      <p className="text-stone-700">{feeReason(fee)}</p>
      <p className="mt-3 font-medium text-stone-900">{`The fee is ${formatGBP(fee.amount)}.`}</p>
      <PayFeeButton token={token} amount={fee.amount} testMoney={fee.testMoney} />
    </>
  );
}

function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (error instanceof ApiError && error.status === 404) return <Notice title="This link is not valid. Please contact the salon." />;
  return (
    <Notice tone="error" title="We could not load your fee." action={<Button onClick={onRetry}>Try again</Button>}>
      {errorMessage(error)}
    </Notice>
  );
}
