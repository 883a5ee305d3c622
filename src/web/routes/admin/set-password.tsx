import { useSalon } from '../../api/salon.ts';
import { SetPasswordPage } from '../../features/auth/set-password-page.tsx';

/** '/admin/set-password' (issue 18): outside the admin layout and its guard, as the person has no session yet. */
export function Component() {
  const { data: salon } = useSalon();
  return (
    <>
      <title>Choose your password</title>
      <SetPasswordPage salonName={salon?.name || 'Beauty Salon'} />
    </>
  );
}
