import { RevenueScreen } from '../../features/admin/revenue/revenue-screen.tsx';

export function Component() {
  return (
    <>
      <title>Revenue Analytics · Admin Portal</title>
      <RevenueScreen />
    </>
  );
}
