import { Checkout } from '../features/booking/checkout/checkout.tsx';

export function Component() {
  return (
    <>
      <title>Checkout</title>
      <Checkout />
    </>
  );
}
