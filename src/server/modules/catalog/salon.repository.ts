import { asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { salonHours, salonSettings } from '../../db/schema/catalog.ts';
import { clients } from '../../db/schema/clients.ts';

export type SalonSettingsRow = typeof salonSettings.$inferSelect;
export type SalonHoursRow = typeof salonHours.$inferSelect;

export async function findSettings(db: Database): Promise<SalonSettingsRow | undefined> {
  const [row] = await db.select().from(salonSettings).where(eq(salonSettings.id, 1));
  return row;
}

/** Whether staff required or waived a card for any client (issue 26; the partial index of migration 0020 answers it). */
export async function anyClientCardRule(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: clients.id }).from(clients).where(ne(clients.cardRule, 'policy')).limit(1);
  return row !== undefined;
}

export async function listSalonHours(db: Database): Promise<SalonHoursRow[]> {
  return db.select().from(salonHours).orderBy(asc(salonHours.dayOfWeek));
}
