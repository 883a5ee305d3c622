import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appointments } from '../../db/schema/booking.ts';
import { findSettings } from '../catalog/salon.repository.ts';
import { takeReminder } from './booking-mail.repository.ts';
import { queueBookingMail, type BookingMail } from './booking-mail.service.ts';

/** Confirmed appointments starting within the window that have no reminder for their current start time. */
async function dueForReminder(db: Database, now: Date, until: Date) {
  return db
    .select({ id: appointments.id, startAt: appointments.startAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.status, 'confirmed'),
        gt(appointments.startAt, now),
        lte(appointments.startAt, until),
        sql`${appointments.reminderQueuedFor} is distinct from ${appointments.startAt}`,
      ),
    )
    .limit(200);
}

/**
 * Queues the client's reminder `reminderHours` before each confirmed appointment. Taking the reminder and
 * queueing it share one transaction, so two sweeps (two processes) queue it once, and a crash queues nothing.
 */
export async function queueDueReminders(db: Database, mail: BookingMail, now: Date): Promise<number> {
  const settings = await findSettings(db);
  if (!settings) return 0;
  const due = await dueForReminder(db, now, new Date(now.getTime() + settings.reminderHours * 3_600_000));
  let queued = 0;
  for (const { id, startAt } of due) {
    const taken = await db.transaction(async (tx) => {
      if (!(await takeReminder(tx, id, startAt))) return false;
      await queueBookingMail(tx, mail, { kind: 'reminder', appointmentId: id }, now);
      return true;
    });
    if (taken) queued += 1;
  }
  if (queued > 0) mail.afterCommit();
  return queued;
}
