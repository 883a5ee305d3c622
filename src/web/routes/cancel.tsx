import { PaymentCancelled } from '../features/booking/payment-return/payment-cancelled.tsx';

export function CancelRoute() {
  return (
    <>
      <title>Payment Canceled</title>
      <PaymentCancelled />
    </>
  );
}
