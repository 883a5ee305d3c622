import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appointments } from '../../db/schema.ts';

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointment = typeof appointments.$inferInsert;

/** One statement: the exclusion constraint decides races, so no lock or transaction is needed here. */
export async function insertAppointment(db: Database, values: NewAppointment): Promise<AppointmentRow> {
  const [row] = await db.insert(appointments).values(values).returning();
  return row!;
}

export async function findAppointment(db: Database, id: string): Promise<AppointmentRow | undefined> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  return row;
}
