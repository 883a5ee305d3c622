import { SelectTime } from '../features/booking/times/select-time.tsx';

export function Component() {
  return (
    <>
      <title>Select Date &amp; Time</title>
      <SelectTime />
    </>
  );
}
