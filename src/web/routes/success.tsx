import { PaymentSuccess } from '../features/booking/payment-return/payment-success.tsx';

export function Component() {
  return (
    <>
      <title>Payment</title>
      <PaymentSuccess />
    </>
  );
}
