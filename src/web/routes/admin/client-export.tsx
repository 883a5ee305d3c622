import { useParams } from 'react-router';
import { ClientExportScreen } from '../../features/admin/clients/client-export-screen.tsx';

export function Component() {
  const { id = '' } = useParams();
  return (
    <>
      <title>Client data · Admin Portal</title>
      <ClientExportScreen key={id} clientId={id} />
    </>
  );
}
