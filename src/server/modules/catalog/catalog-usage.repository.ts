import { and, asc, count, eq, exists, gt, inArray, or } from 'drizzle-orm';
import { CHAIR_HOLDING_STATUSES } from '../../../core/status.ts';
import type { Database } from '../../db/client.ts';
import { appointments } from '../../db/schema/booking.ts';
import { beauticians, serviceBeauticians, services } from '../../db/schema/catalog.ts';

/** Appointments that still hold a chair and have not ended by `now`. */
export async function countUpcomingAppointments(
  db: Database,
  of: { serviceId: string } | { beauticianId: string },
  now: Date,
): Promise<number> {
  const owner = 'serviceId' in of ? eq(appointments.serviceId, of.serviceId) : eq(appointments.beauticianId, of.beauticianId);
  const [row] = await db
    .select({ n: count() })
    .from(appointments)
    .where(and(owner, inArray(appointments.status, [...CHAIR_HOLDING_STATUSES]), gt(appointments.endAt, now)));
  return row?.n ?? 0;
}

/** Every appointment of the beautician, past, cancelled or to come. */
export async function countAppointmentsOfBeautician(db: Database, beauticianId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(appointments).where(eq(appointments.beauticianId, beauticianId));
  return row?.n ?? 0;
}

/** Services the beautician performs, as primary or additional beautician, by name. */
export async function servicesAssignedTo(db: Database, beauticianId: string): Promise<Array<{ id: string; name: string }>> {
  const additional = db
    .select({ one: serviceBeauticians.serviceId })
    .from(serviceBeauticians)
    .where(and(eq(serviceBeauticians.serviceId, services.id), eq(serviceBeauticians.beauticianId, beauticianId)));
  return db
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(or(eq(services.primaryBeauticianId, beauticianId), exists(additional)))
    .orderBy(asc(services.name));
}

/** Which of these ids are beauticians. */
export async function existingBeauticianIds(db: Database, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: beauticians.id }).from(beauticians).where(inArray(beauticians.id, ids));
  return new Set(rows.map((r) => r.id));
}
