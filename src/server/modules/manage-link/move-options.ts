import type { MoveBeautician } from '../../../core/schemas/manage-move.schema.ts';
import type { Database } from '../../db/client.ts';
import type { AppointmentRow } from '../booking/bookings.repository.ts';
import { catalogSnapshot } from '../catalog/catalog-snapshot.ts';
import type { ServiceRecord } from '../catalog/catalog.repository.ts';
import { activeBeauticiansAmong, qualifiedBeauticianIds } from '../catalog/catalog.service.ts';
import type { SalonContext } from '../catalog/salon.service.ts';

/** The service as customers can book it today, or undefined when it is no longer offered online. */
export async function offeredService(db: Database, row: AppointmentRow): Promise<ServiceRecord | undefined> {
  const service = row.serviceId ? (await catalogSnapshot(db)).serviceById.get(row.serviceId) : undefined;
  return service?.active ? service : undefined;
}

/** Who could take the booking if it moved, with the weekdays they work while the salon is open; [] when nobody online. */
export async function moveBeauticians(db: Database, row: AppointmentRow, { hours }: SalonContext): Promise<MoveBeautician[]> {
  const service = await offeredService(db, row);
  if (!service) return [];
  const open = new Set(hours.map((h) => h.dayOfWeek));
  return (await activeBeauticiansAmong(db, qualifiedBeauticianIds(service))).map((b) => ({
    _id: b.id,
    name: b.name,
    workingDays: [...new Set(b.hours.map((h) => h.dayOfWeek))].filter((day) => open.has(day)).sort((a, b) => a - b),
  }));
}
