import { SelectTime } from '../features/booking/times/select-time.tsx';
import { JoinWaitlistPanel } from '../features/waitlist/join-waitlist-panel.tsx';

export function Component() {
  return (
    <>
      <title>Select Date &amp; Time</title>
      {/* Issue 28: under the times, the waitlist for the visit being booked, for a client who finds none that suits. */}
      <SelectTime fullDay={(day) => <JoinWaitlistPanel key={day.date} {...day} />} />
    </>
  );
}
