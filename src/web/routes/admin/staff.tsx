import { StaffScreen } from '../../features/admin/staff/staff-screen.tsx';
import { StaffTimeOffDialog } from '../../features/admin/shared/time-off/staff-time-off-dialog.tsx';

export function Component() {
  return (
    <>
      <title>Staff · Admin Portal</title>
      <StaffScreen TimeOffDialog={StaffTimeOffDialog} />
    </>
  );
}
