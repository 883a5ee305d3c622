import { useParams, useSearchParams } from 'react-router';
import { FeePaymentPage } from '../features/fee-payment/fee-payment-page.tsx';

/** '/fee/:token' (issue 26; not in the spec): the link in the e-mail asking a client to pay a fee. */
export function Component() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? undefined;
  return <FeePaymentPage key={token} token={token} sessionId={sessionId} />;
}
