import { ServicesScreen } from '../../features/admin/services/services-screen.tsx';

export function Component() {
  return (
    <>
      <title>Services · Admin Portal</title>
      <ServicesScreen />
    </>
  );
}
