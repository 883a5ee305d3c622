import { OutboxScreen } from '../../features/admin/outbox/outbox-screen.tsx';

export function Component() {
  return (
    <>
      <title>Outbox · Admin Portal</title>
      <OutboxScreen />
    </>
  );
}
