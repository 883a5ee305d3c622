import { SalonAbout } from '../features/salon/salon-about.tsx';

export function Component() {
  return (
    <>
      <title>About the salon</title>
      <SalonAbout />
    </>
  );
}
