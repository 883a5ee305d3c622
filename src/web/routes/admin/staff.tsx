import { StaffScreen } from '../../features/admin/staff/staff-screen.tsx';

export function Component() {
  return (
    <>
      <title>Staff · Admin Portal</title>
      <StaffScreen />
    </>
  );
}
