import { useParams } from 'react-router';
import { ManageBookingPage } from '../features/manage-booking/manage-booking-page.tsx';

/** '/manage/:token' (issue 6; not in the spec): the link in a client's e-mails; '/m/:token' in their texts (issue 27). */
export function Component() {
  const { token = '' } = useParams();
  return (
    <>
      <title>Your booking</title>
      <ManageBookingPage key={token} token={token} />
    </>
  );
}
