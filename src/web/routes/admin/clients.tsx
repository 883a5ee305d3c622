import { ClientsScreen } from '../../features/admin/clients/clients-screen.tsx';

export function Component() {
  return (
    <>
      <title>Clients · Admin Portal</title>
      <ClientsScreen />
    </>
  );
}
