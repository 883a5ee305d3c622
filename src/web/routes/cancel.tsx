import { PaymentCancelled } from '../features/booking/payment-return/payment-cancelled.tsx';

export function Component() {
  return (
    <>
      <title>Payment Canceled</title>
      <PaymentCancelled />
    </>
  );
}
