import { FeePaidPage } from '../features/fee-payment/fee-paid-page.tsx';

/** '/fee/paid' (issue 26; not in the spec): back from paying a fee on the offline test page. */
export function Component() {
  return <FeePaidPage />;
}
