import { useParams } from 'react-router';
import { ClientProfileScreen } from '../../features/admin/clients/client-profile-screen.tsx';

export function Component() {
  const { id = '' } = useParams();
  return (
    <>
      <title>Client · Admin Portal</title>
      {/* GDPR actions: pass <ClientDataActions clientId={id} /> as dataActions once it is merged (issue 18). */}
      <ClientProfileScreen id={id} />
    </>
  );
}
