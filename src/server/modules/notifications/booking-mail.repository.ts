import { and, eq, sql } from 'drizzle-orm';
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

/**
 * Marks the reminder for this start time as taken, once: of two processes (or a sweep and a booking) only one
 * sees a row come back. A later reschedule to another start time makes the appointment due again.
 */
export async function takeReminder(db: Database, id: string, startAt: Date): Promise<boolean> {
  const rows = await db
    .update(appointments)
    .set({ reminderQueuedFor: startAt })
    .where(
      and(
        eq(appointments.id, id),
        eq(appointments.startAt, startAt),
        sql`${appointments.reminderQueuedFor} is distinct from ${appointments.startAt}`,
      ),
    )
    .returning({ id: appointments.id });
  return rows.length > 0;
}

/** As takeReminder, for the optional second text reminder (issue 27). */
export async function takeSecondReminder(db: Database, id: string, startAt: Date): Promise<boolean> {
  const rows = await db
    .update(appointments)
    .set({ secondReminderQueuedFor: startAt })
    .where(
      and(
        eq(appointments.id, id),
        eq(appointments.startAt, startAt),
        sql`${appointments.secondReminderQueuedFor} is distinct from ${appointments.startAt}`,
      ),
    )
    .returning({ id: appointments.id });
  return rows.length > 0;
}
