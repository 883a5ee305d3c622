import { useNavigate } from 'react-router';
import type { Service } from '../../../../core/schemas/catalog.schema.ts';
import { paths } from '../../../lib/paths.ts';
import { useBookingStore } from '../booking-store.ts';

/**
 * Spec §4 'Choosing a service': the first variant, the service's own beautician (any=false), then '/times',
 * where the customer may still change either (docs/decisions/0004).
 */
export function useChooseService(): (service: Service) => void {
  const navigate = useNavigate();
  const chooseOnly = useBookingStore((s) => s.chooseOnly);
  const setBeautician = useBookingStore((s) => s.setBeautician);

  return (service) => {
    const variant = service.variants[0];
    if (!variant) return;
    chooseOnly(service._id, variant.name, variant.price);
    const beauticianId = service.beauticianId ?? service.primaryBeauticianId ?? service.beauticianIds[0];
    setBeautician(beauticianId ?? undefined, false);
    navigate(paths.times);
  };
}
