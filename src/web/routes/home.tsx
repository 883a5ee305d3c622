import { ServiceCatalog } from '../features/booking/catalog/service-catalog.tsx';
import { SalonHero } from '../features/salon/salon-hero.tsx';

/** '/' and '/services' (spec §2): the salon's banner over its services. */
export function HomeRoute() {
  return (
    <>
      <title>Book a treatment</title>
      <SalonHero />
      <ServiceCatalog />
    </>
  );
}
