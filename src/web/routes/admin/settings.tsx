import { SettingsScreen } from '../../features/admin/settings/settings-screen.tsx';

export function Component() {
  return (
    <>
      <title>Settings · Admin Portal</title>
      <SettingsScreen />
    </>
  );
}
