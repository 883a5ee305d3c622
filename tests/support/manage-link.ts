import { eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';
import { outboxMessages } from '../../src/server/db/schema/notifications.ts';
import { oweConfirmationOfBooked, writeConfirmation } from '../../src/server/modules/notifications/booking-confirmation.service.ts';
import { givenAppointment, type AppointmentOptions } from '../builders/appointment.builder.ts';
import { quietBookingMail } from './booking-mail.ts';

/** The manage link's token from the e-mails queued for an appointment (only its hash is stored). */
export async function manageTokenFromOutbox(db: Database, appointmentId: string): Promise<string> {
  const mails = await db.select().from(outboxMessages).where(eq(outboxMessages.appointmentId, appointmentId));
  const token = mails.map((m) => /\/manage\/([A-Za-z0-9_-]{22})/.exec(m.textBody)?.[1]).find(Boolean);
  if (!token) throw new Error(`no manage link was e-mailed for ${appointmentId}`);
  return token;
}

/** A booking written to the database, and the token of the link in its confirmation e-mail to the client. */
export async function givenBookingWithLink(db: Database, options: AppointmentOptions, now: Date): Promise<{ id: string; token: string }> {
  const id = await givenAppointment(db, options);
  const owed = await db.transaction((tx) => oweConfirmationOfBooked(tx, id, now));
  await writeConfirmation(db, quietBookingMail, owed, now);
  return { id, token: await manageTokenFromOutbox(db, id) };
}
