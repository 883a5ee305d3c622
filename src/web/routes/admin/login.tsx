import { useSalon } from '../../api/salon.ts';
import { SignInPage } from '../../features/auth/sign-in-page.tsx';

/** '/admin/login' (issue 3; not in the spec): outside the admin layout and its guard. */
export function Component() {
  const { data: salon } = useSalon();
  return (
    <>
      <title>Staff sign-in</title>
      <SignInPage salonName={salon?.name || 'Beauty Salon'} />
    </>
  );
}
