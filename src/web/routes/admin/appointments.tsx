import { AppointmentsScreen } from '../../features/admin/appointments/appointments-screen.tsx';

export function Component() {
  return (
    <>
      <title>Appointments · Admin Portal</title>
      <AppointmentsScreen />
    </>
  );
}
