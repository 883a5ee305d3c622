import { HoursScreen } from '../../features/admin/hours/hours-screen.tsx';

export function Component() {
  return (
    <>
      <title>Working Hours · Admin Portal</title>
      <HoursScreen />
    </>
  );
}
