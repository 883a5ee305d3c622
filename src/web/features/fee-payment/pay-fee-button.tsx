import { formatGBP } from '../../../core/money.ts';
import { errorMessage } from '../../api/client.ts';
import { useStartFeePayment } from '../../api/fee-payment.ts';
import { Button } from '../../components/ui/button.tsx';

/** The note the checkout shows beside its pay buttons when payments are test ones. */
const TEST_MONEY_NOTE = 'Online payments here are test payments: no card is charged.';

/** Only a real web address may take the browser away: never a javascript: or data: URL. */
function safeRedirect(url: string): string {
  const target = new URL(url, window.location.origin);
  if (target.protocol !== 'https:' && target.protocol !== 'http:') throw new Error('The payment page address is not valid.');
  return target.href;
}

/** 'Pay £X': opens the payment page; busy until the browser has left, so the client cannot open two. */
export function PayFeeButton({ token, amount, testMoney }: { token: string; amount: number; testMoney: boolean }) {
  const pay = useStartFeePayment(token);
  // Still busy once the session is open: the browser is on its way to the payment page.
  const busy = pay.isPending || pay.isSuccess;
  const start = () =>
    pay.mutate(undefined, {
      onSuccess: ({ url }) => window.location.assign(safeRedirect(url)),
    });

  return (
    <div className="mt-6 space-y-3">
      <Button size="lg" disabled={busy} aria-describedby={testMoney ? 'fee-test-money-note' : undefined} onClick={start}>
        {`Pay ${formatGBP(amount)}`}
      </Button>
      {testMoney && (
        <p id="fee-test-money-note" className="text-sm text-stone-700">
          {TEST_MONEY_NOTE}
        </p>
      )}
      <p role="status" className="min-h-5 text-sm text-stone-600">
        {busy ? 'Opening the payment page…' : ''}
      </p>
      {pay.isError && (
        <p role="alert" className="rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-red-900">
          {errorMessage(pay.error)}
        </p>
      )}
    </div>
  );
}
