import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { salonHours, salonSettings } from '../../db/schema/catalog.ts';

export type SalonSettingsRow = typeof salonSettings.$inferSelect;
export type SalonHoursRow = typeof salonHours.$inferSelect;

export async function findSettings(db: Database): Promise<SalonSettingsRow | undefined> {
  const [row] = await db.select().from(salonSettings).where(eq(salonSettings.id, 1));
  return row;
}

export async function listSalonHours(db: Database): Promise<SalonHoursRow[]> {
  return db.select().from(salonHours).orderBy(asc(salonHours.dayOfWeek));
}
