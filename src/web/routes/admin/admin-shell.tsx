import { Outlet } from 'react-router';
import { useSalon } from '../../api/salon.ts';
import { AdminLayout } from '../../components/layout/admin-layout.tsx';
import { RequireStaff } from '../../features/auth/require-staff.tsx';
import { RoleGate } from '../../features/auth/role-gate.tsx';
import { SignOutButton } from '../../features/auth/sign-out-button.tsx';

/** '/admin/*': the guard around the admin layout; each section below loads in its own chunk. */
export function Component() {
  const { data: salon } = useSalon();
  return (
    <RequireStaff>
      {(user) => (
        <AdminLayout salonName={salon?.name || 'Beauty Salon'} userName={user.name} role={user.role} signOut={<SignOutButton />}>
          <RoleGate role={user.role}>
            <Outlet />
          </RoleGate>
        </AdminLayout>
      )}
    </RequireStaff>
  );
}
