import { and, eq, lte } from 'drizzle-orm';
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

/**
 * Releases every unpaid hold whose time is up (status `cancelled_expired`), freeing its slot. One guarded
 * statement, so the job, a booking and a late payment can all call it at once. Returns the released ids.
 */
export async function releaseExpiredHolds(db: Database, now: Date): Promise<string[]> {
  const rows = await db
    .update(appointments)
    .set({ status: 'cancelled_expired', cancelledAt: now, cancelReason: 'Payment not completed in time', updatedAt: now })
    .where(and(eq(appointments.status, 'reserved_unpaid'), lte(appointments.holdExpiresAt, now)))
    .returning({ id: appointments.id });
  return rows.map((r) => r.id);
}
