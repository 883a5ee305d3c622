import type { BeauticianPublic, Service, ServiceVariant } from '../../../../core/schemas/catalog.schema.ts';
import { DAY_KEYS } from '../../../../core/day-keys.ts';
import type { Salon } from '../../../../core/schemas/salon.schema.ts';
import { useBeauticians } from '../../../api/beauticians.ts';
import { errorMessage } from '../../../api/client.ts';
import { useSalon } from '../../../api/salon.ts';
import { useService } from '../../../api/services.ts';
import type { AvailabilityTarget } from '../../../api/slots.ts';
import type { BookingSelection } from '../booking-store.ts';

export type BookingTargetState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** Spec §8: 'No beautician assigned to this service'. */
  | { status: 'no-beautician' }
  /** Spec §8: 'Unable to load availability. Please try again.' */
  | { status: 'missing-beautician' }
  | {
      status: 'ready';
      service: Service;
      variant: ServiceVariant;
      /** The service's beauticians, primary first. */
      staff: BeauticianPublic[];
      target: AvailabilityTarget;
      workingDays: ReadonlySet<number>;
    };

/** Resolves the selection against the catalogue: which service, variant and diary '/times' reads. */
export function useBookingTarget(
  selection: Pick<BookingSelection, 'serviceId' | 'variantName' | 'beauticianId' | 'any'>,
): BookingTargetState & { retry: () => void } {
  const service = useService(selection.serviceId);
  const beauticians = useBeauticians();
  const salon = useSalon();
  const retry = () => {
    if (service.isError) void service.refetch();
    if (beauticians.isError) void beauticians.refetch();
  };

  if (service.isError || beauticians.isError) {
    // Spec §8: the response's error, else 'Failed to load availability'.
    return { status: 'error', message: errorMessage(service.error ?? beauticians.error, 'Failed to load availability'), retry };
  }
  if (!service.data || !beauticians.data || salon.isPending) return { status: 'loading', retry };

  return { ...resolve(service.data, beauticians.data, salon.data ?? null, selection), retry };
}

function resolve(
  service: Service,
  beauticians: BeauticianPublic[],
  salon: Salon | null,
  selection: Pick<BookingSelection, 'variantName' | 'beauticianId' | 'any'>,
): BookingTargetState {
  const variant = service.variants.find((v) => v.name === selection.variantName) ?? service.variants[0];
  const ids = service.beauticianIds.length > 0 ? service.beauticianIds : [service.beauticianId].filter((id) => id !== null);
  if (ids.length === 0) return { status: 'no-beautician' };
  if (!variant) return { status: 'missing-beautician' };

  const staff = ids.flatMap((id) => beauticians.filter((b) => b._id === id));
  const beauticianId = selection.beauticianId && ids.includes(selection.beauticianId) ? selection.beauticianId : ids[0];
  const chosen = selection.any ? staff : staff.filter((b) => b._id === beauticianId);
  if (chosen.length === 0) return { status: 'missing-beautician' };

  const target: AvailabilityTarget = selection.any
    ? { any: true, serviceId: service._id, variantName: variant.name }
    : { any: false, beauticianId, serviceId: service._id, variantName: variant.name };
  return { status: 'ready', service, variant, staff, target, workingDays: workingDays(chosen, salon) };
}

/** A weekday is bookable when one of the chosen beauticians works it and the salon (if known) is open. */
function workingDays(chosen: BeauticianPublic[], salon: Salon | null): ReadonlySet<number> {
  const days = new Set(chosen.flatMap((b) => b.workingHours.map((h) => h.dayOfWeek)));
  if (salon) {
    DAY_KEYS.forEach((key, day) => {
      if (!salon.hours[key].open) days.delete(day);
    });
  }
  return days;
}
