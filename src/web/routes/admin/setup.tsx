import { useSalon } from '../../api/salon.ts';
import { FirstRunPage } from '../../features/auth/first-run-page.tsx';

/** '/admin/setup' (a live salon's first start; not in the spec): outside the admin layout and its guard. */
export function Component() {
  const { data: salon } = useSalon();
  return (
    <>
      <title>Set up the back office</title>
      <FirstRunPage salonName={salon?.name || 'Beauty Salon'} />
    </>
  );
}
