import { eq } from 'drizzle-orm';
import type { WeeklyHours } from '../../../core/availability/slots.ts';
import type { Database } from '../../db/client.ts';
import { beauticianHours, type beauticians } from '../../db/schema/catalog.ts';

// The beautician's own row is written by catalog-records.repository.ts, as a service's is.
export type BeauticianValues = Pick<
  typeof beauticians.$inferInsert,
  'name' | 'email' | 'phone' | 'bio' | 'color' | 'active' | 'specialties'
>;

/** The beautician's week becomes exactly these entries (a transaction is a Database too, so callers group writes). */
export async function replaceBeauticianHours(db: Database, beauticianId: string, hours: WeeklyHours[]): Promise<void> {
  await db.delete(beauticianHours).where(eq(beauticianHours.beauticianId, beauticianId));
  if (hours.length === 0) return;
  await db.insert(beauticianHours).values(hours.map((h) => ({ ...h, beauticianId })));
}
