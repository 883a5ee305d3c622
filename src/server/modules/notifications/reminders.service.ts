import { and, eq, gt, lte } from 'drizzle-orm';
import { reminderSendTime } from '../../../core/texts/quiet-hours.ts';
import { textsKind } from '../../../core/texts/text-kinds.ts';
import type { Database } from '../../db/client.ts';
import { appointments } from '../../db/schema/booking.ts';
import { outboxMessages } from '../../db/schema/notifications.ts';
import { findSettings, type SalonSettingsRow } from '../catalog/salon.repository.ts';
import { notRemindedForItsStart, readVisit, takeReminder, type WhichReminder } from './booking-mail.repository.ts';
import { queueBookingMail, type BookingMail } from './booking-mail.service.ts';
import { queueBookingText, reminderKey, textKey } from './text-queue.ts';

/** Confirmed appointments starting after `now` and by `until` that have not had reminder `which` for that start. */
const dueFor = (which: WhichReminder, now: Date, until: Date) =>
  and(eq(appointments.status, 'confirmed'), gt(appointments.startAt, now), lte(appointments.startAt, until), notRemindedForItsStart(which));

/** Each appointment due its first reminder (every part of a visit: the reminder is the visit's, taken by its first). */
function dueForReminder(db: Database, now: Date, until: Date) {
  return db
    .select({ id: appointments.id, startAt: appointments.startAt })
    .from(appointments)
    .where(dueFor(1, now, until))
    .limit(200);
}

/**
 * Queues the visit's text reminder, due `hours` before it and moved out of the quiet hours (issue 27), when the salon
 * texts reminders and the client's number takes them. Answers whether it was queued (or had been): false means the
 * reminder goes by e-mail.
 */
async function remindByText(
  tx: Database,
  settings: SalonSettingsRow,
  appointmentId: string,
  which: WhichReminder,
  now: Date,
): Promise<boolean> {
  if (!textsKind(settings, 'reminder')) return false;
  const visit = await readVisit(tx, appointmentId);
  const first = visit[0];
  if (!first) return false;
  const hours = which === 1 ? settings.reminderHours : (settings.secondReminderHours ?? settings.reminderHours);
  const want = new Date(first.startAt.getTime() - hours * 3_600_000);
  const quiet = { start: settings.quietHoursStart, end: settings.quietHoursEnd };
  const sendAt = reminderSendTime(want, first.startAt, now, quiet, settings.timeZone);
  if (!sendAt) return false;
  const queued = await queueBookingText(tx, settings, 'reminder', first, { now, sendAt, key: reminderKey(which, first.startAt) });
  return queued || (await textReminderExists(tx, first.visitId, which, first.startAt));
}

async function textReminderExists(db: Database, visitId: string, which: WhichReminder, startAt: Date): Promise<boolean> {
  const key = textKey('reminder', visitId, reminderKey(which, startAt));
  const [row] = await db.select({ id: outboxMessages.id }).from(outboxMessages).where(eq(outboxMessages.dedupeKey, key));
  return row !== undefined;
}

/**
 * Queues the client's reminder `reminderHours` before each confirmed appointment: a text where the salon texts
 * reminders (issue 27), else an e-mail. Taking the reminder and queueing it share one transaction, so two sweeps (two
 * processes) queue it once, and a crash queues nothing. Then the optional second text reminder.
 */
export async function queueDueReminders(db: Database, mail: BookingMail, now: Date): Promise<number> {
  const settings = await findSettings(db);
  if (!settings) return 0;
  const due = await dueForReminder(db, now, new Date(now.getTime() + settings.reminderHours * 3_600_000));
  let queued = 0;
  for (const { id, startAt } of due) {
    const taken = await db.transaction(async (tx) => {
      if (!(await takeReminder(tx, id, startAt))) return false;
      if (!(await remindByText(tx, settings, id, 1, now))) await queueBookingMail(tx, mail, { kind: 'reminder', appointmentId: id }, now);
      return true;
    });
    if (taken) queued += 1;
  }
  queued += await queueSecondTextReminders(db, settings, now);
  if (queued > 0) mail.afterCommit();
  return queued;
}

/** First parts of visits within the second reminder's hours that have not had it for their start, soonest first. */
function dueForSecondReminder(db: Database, hours: number, now: Date) {
  return db
    .select({ id: appointments.id, startAt: appointments.startAt })
    .from(appointments)
    .where(and(eq(appointments.visitPosition, 0), dueFor(2, now, new Date(now.getTime() + hours * 3_600_000))))
    .orderBy(appointments.startAt)
    .limit(200);
}

/**
 * The optional second text reminder (`secondReminderHours`; texts only, so a visit it cannot go to gets none): taken
 * once per visit and start, as the first is, whether or not it can be texted, so no visit is looked at twice.
 */
async function queueSecondTextReminders(db: Database, settings: SalonSettingsRow, now: Date): Promise<number> {
  if (settings.secondReminderHours === null || !textsKind(settings, 'reminder')) return 0;
  let queued = 0;
  for (const { id, startAt } of await dueForSecondReminder(db, settings.secondReminderHours, now)) {
    const texted = await db.transaction(
      async (tx) => (await takeReminder(tx, id, startAt, 2)) && (await remindByText(tx, settings, id, 2, now)),
    );
    if (texted) queued += 1;
  }
  return queued;
}
