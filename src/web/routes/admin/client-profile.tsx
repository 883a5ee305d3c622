import { useParams } from 'react-router';
import { mayUse } from '../../../core/access.ts';
import { useSession } from '../../api/auth-session.ts';
import { ClientDataActions } from '../../features/admin/clients/client-data-actions.tsx';
import { ClientProfileScreen } from '../../features/admin/clients/client-profile-screen.tsx';

export function Component() {
  const { id = '' } = useParams();
  // The admin shell's guard has a session before any section renders.
  const { data: user } = useSession();
  const dataActions = user && mayUse(user.role, 'clientData') ? <ClientDataActions clientId={id} role={user.role} /> : undefined;
  return (
    <>
      <title>Client · Admin Portal</title>
      <ClientProfileScreen id={id} dataActions={dataActions} mergesRecords={user ? mayUse(user.role, 'clientData') : false} />
    </>
  );
}
