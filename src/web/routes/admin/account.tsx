import { useSession } from '../../api/auth-session.ts';
import { AccountScreen } from '../../features/admin/account/account-screen.tsx';

export function Component() {
  // The admin shell's guard has a session before any section renders.
  const { data: user } = useSession();
  return (
    <>
      <title>Your account · Admin Portal</title>
      {user && <AccountScreen user={user} />}
    </>
  );
}
