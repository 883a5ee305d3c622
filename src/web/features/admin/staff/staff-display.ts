import type { BeauticianStaff, Service } from '../../../../core/schemas/catalog.schema.ts';
import { matchesStatus, type StatusFilter } from '../shared/ui/status-filter.ts';

export const ALL_SERVICES = 'all';

export interface StaffFilterValues {
  search: string;
  status: StatusFilter;
  serviceId: string;
}

/** Spec §2: a staff member belongs to a service as its primary or as an additional beautician. */
export const performs = (service: Service, beauticianId: string): boolean =>
  service.primaryBeauticianId === beauticianId || service.additionalBeauticianIds.includes(beauticianId);

export const assignedServices = (beautician: BeauticianStaff, services: Service[]): Service[] =>
  services.filter((s) => performs(s, beautician._id));

/** Search by name, email or specialty; status; and the service they perform. */
export function filterStaff(
  staff: BeauticianStaff[],
  services: Service[],
  { search, status, serviceId }: StaffFilterValues,
): BeauticianStaff[] {
  const q = search.trim().toLowerCase();
  const service = services.find((s) => s._id === serviceId);
  return staff.filter((b) => {
    if (!matchesStatus(b.active, status)) return false;
    if (serviceId !== ALL_SERVICES && (!service || !performs(service, b._id))) return false;
    if (!q) return true;
    return [b.name, b.email, ...b.specialties].some((text) => text.toLowerCase().includes(q));
  });
}

/** Spec §9: the first two, then '+N more'. */
export function firstTwo(items: string[]): { shown: string[]; more: number } {
  return { shown: items.slice(0, 2), more: Math.max(0, items.length - 2) };
}
