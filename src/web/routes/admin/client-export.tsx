import { useParams } from 'react-router';
import { useSession } from '../../api/auth-session.ts';
import { ClientExportScreen } from '../../features/admin/clients/client-export-screen.tsx';

export function Component() {
  const { id = '' } = useParams();
  // The admin shell's guard has a session before any section renders.
  const { data: user } = useSession();
  return (
    <>
      <title>Client data · Admin Portal</title>
      {user && <ClientExportScreen key={id} clientId={id} role={user.role} />}
    </>
  );
}
