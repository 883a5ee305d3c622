import { BookingConfirmed } from '../features/booking/confirmation/booking-confirmed.tsx';

export function ConfirmationRoute() {
  return (
    <>
      <title>Booking Confirmed</title>
      <BookingConfirmed />
    </>
  );
}
