import { BookingConfirmed } from '../features/booking/confirmation/booking-confirmed.tsx';

export function Component() {
  return (
    <>
      <title>Booking Confirmed</title>
      <BookingConfirmed />
    </>
  );
}
