import { useSalon } from '../api/salon.ts';
import { SelectTime } from '../features/booking/times/select-time.tsx';
import { JoinWaitlistPanel } from '../features/waitlist/join-waitlist-panel.tsx';

export function Component() {
  // Issue 40: a salon that keeps no waitlist does not offer one (the join would only be refused).
  const waitlist = useSalon().data?.booking.waitlist === true;
  return (
    <>
      <title>Select Date &amp; Time</title>
      {/* Issue 28: under the times, the waitlist for the visit being booked, for a client who finds none that suits. */}
      <SelectTime fullDay={waitlist ? (day) => <JoinWaitlistPanel key={day.date} {...day} /> : undefined} />
    </>
  );
}
