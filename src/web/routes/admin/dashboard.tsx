import { Dashboard } from '../../features/admin/dashboard/dashboard.tsx';

export function Component() {
  return (
    <>
      <title>Dashboard · Admin Portal</title>
      <Dashboard />
    </>
  );
}
