import { SalonAbout } from '../features/salon/salon-about.tsx';

export function SalonRoute() {
  return (
    <>
      <title>About the salon</title>
      <SalonAbout />
    </>
  );
}
