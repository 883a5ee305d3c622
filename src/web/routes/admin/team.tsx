import { TeamScreen } from '../../features/admin/team/team-screen.tsx';

export function Component() {
  return (
    <>
      <title>Team · Admin Portal</title>
      <TeamScreen />
    </>
  );
}
