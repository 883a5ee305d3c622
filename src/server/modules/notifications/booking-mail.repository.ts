import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appointments } from '../../db/schema/booking.ts';
import { beauticians } from '../../db/schema/catalog.ts';

export type MailAppointmentRow = typeof appointments.$inferSelect;

export async function readAppointment(db: Database, id: string): Promise<MailAppointmentRow | undefined> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  return row;
}

/** The visit the appointment `id` is part of, its services in order (the appointment alone for one service). */
export function readVisit(db: Database, id: string): Promise<MailAppointmentRow[]> {
  return db
    .select()
    .from(appointments)
    .where(sql`${appointments.visitId} = (select a.visit_id from ${appointments} a where a.id = ${id})`)
    .orderBy(appointments.visitPosition);
}

/** A change or cancellation is a new revision of the calendar entry: SEQUENCE goes up by one. */
export async function bumpInviteSequence(db: Database, id: string): Promise<MailAppointmentRow | undefined> {
  const [row] = await db
    .update(appointments)
    .set({ icsSequence: sql`${appointments.icsSequence} + 1` })
    .where(eq(appointments.id, id))
    .returning();
  return row;
}

export async function beauticianEmail(db: Database, id: string): Promise<string | null> {
  const [row] = await db.select({ email: beauticians.email }).from(beauticians).where(eq(beauticians.id, id));
  return row?.email?.trim() || null;
}

/** Which of a salon's reminders: the first (`reminderHours`) or the optional second text one (issue 27). */
export type WhichReminder = 1 | 2;

/** The column that says which start time a reminder was taken for. */
export const reminderTakenColumn = (which: WhichReminder) =>
  which === 1 ? appointments.reminderQueuedFor : appointments.secondReminderQueuedFor;

/** Not yet reminded (first or second) for its current start: a later reschedule makes an appointment due again. */
export const notRemindedForItsStart = (which: WhichReminder): SQL =>
  sql`${reminderTakenColumn(which)} is distinct from ${appointments.startAt}`;

/**
 * Marks the reminder (the first, or the optional second) for this start time as taken, once: of two processes (or a
 * sweep and a booking) only one sees a row come back.
 */
export async function takeReminder(db: Database, id: string, startAt: Date, which: WhichReminder = 1): Promise<boolean> {
  const rows = await db
    .update(appointments)
    .set(which === 1 ? { reminderQueuedFor: startAt } : { secondReminderQueuedFor: startAt })
    .where(and(eq(appointments.id, id), eq(appointments.startAt, startAt), notRemindedForItsStart(which)))
    .returning({ id: appointments.id });
  return rows.length > 0;
}
