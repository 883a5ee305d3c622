import type { MoveBeautician } from '../../../core/schemas/manage-move.schema.ts';
import type { Database } from '../../db/client.ts';
import type { AppointmentRow } from '../booking/bookings.repository.ts';
import { catalogSnapshot } from '../catalog/catalog-snapshot.ts';
import type { BeauticianRecord, ServiceRecord } from '../catalog/catalog.repository.ts';
import type { BookedPart } from '../availability/moving-visit.ts';
import { busyOfBooked, timingOfBooked } from '../../../core/availability/service-timing.ts';
import { activeBeauticiansAmong, qualifiedBeauticianIds } from '../catalog/catalog.service.ts';
import type { SalonContext } from '../catalog/salon.service.ts';

/** The service as customers can book it today, or undefined when it is no longer offered online. */
export async function offeredService(db: Database, row: AppointmentRow): Promise<ServiceRecord | undefined> {
  const service = row.serviceId ? (await catalogSnapshot(db)).serviceById.get(row.serviceId) : undefined;
  return service?.active ? service : undefined;
}

/** Who could take the booking if it moved, with the weekdays they work while the salon is open; [] when nobody online. */
export async function moveBeauticians(db: Database, row: AppointmentRow, salon: SalonContext): Promise<MoveBeautician[]> {
  const service = await offeredService(db, row);
  if (!service) return [];
  return (await activeBeauticiansAmong(db, qualifiedBeauticianIds(service))).map((b) => moveBeautician(b, salon));
}

function moveBeautician(b: BeauticianRecord, { hours }: SalonContext): MoveBeautician {
  const open = new Set(hours.map((h) => h.dayOfWeek));
  return {
    _id: b.id,
    name: b.name,
    workingDays: [...new Set(b.hours.map((h) => h.dayOfWeek))].filter((day) => open.has(day)).sort((a, b) => a - b),
  };
}

/**
 * A visit of several services moves online with its beauticians (docs/decisions/0032): its services as booked, while
 * each is still offered online and its beautician still active and doing it; undefined when one is not.
 */
export async function movableVisit(db: Database, parts: readonly AppointmentRow[]): Promise<BookedPart[] | undefined> {
  const movable: BookedPart[] = [];
  for (const part of parts) {
    const service = await offeredService(db, part);
    const [beautician] = await activeBeauticiansAmong(db, [part.beauticianId]);
    if (!service || !beautician || !qualifiedBeauticianIds(service).includes(beautician.id)) return undefined;
    movable.push({ timing: timingOfBooked(part), beautician, busy: busyOfBooked(part) });
  }
  return movable;
}

/** The visit's beauticians, each once, as the move's calendar greys out days: [] when it cannot move online. */
export async function visitMoveBeauticians(db: Database, parts: readonly AppointmentRow[], salon: SalonContext): Promise<MoveBeautician[]> {
  const movable = await movableVisit(db, parts);
  return [...new Map((movable ?? []).map((p) => [p.beautician.id, moveBeautician(p.beautician, salon)])).values()];
}
