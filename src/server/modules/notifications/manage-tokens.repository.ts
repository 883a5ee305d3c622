import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appointments } from '../../db/schema/booking.ts';
import { manageTokens } from '../../db/schema/notifications.ts';

export async function insertManageToken(db: Database, appointmentId: string, tokenHash: string, now: Date): Promise<void> {
  await db.insert(manageTokens).values({ tokenHash, appointmentId, createdAt: now });
}

/** The appointment a token hash opens, whatever its state (the service decides what may be seen). */
export async function findAppointmentByTokenHash(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ appointment: appointments })
    .from(manageTokens)
    .innerJoin(appointments, eq(appointments.id, manageTokens.appointmentId))
    .where(eq(manageTokens.tokenHash, tokenHash));
  return row?.appointment;
}
