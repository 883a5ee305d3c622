import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { reminderSendTime } from '../../../core/texts/quiet-hours.ts';
import { textsKind } from '../../../core/texts/text-kinds.ts';
import type { Database } from '../../db/client.ts';
import { appointments } from '../../db/schema/booking.ts';
import { outboxMessages } from '../../db/schema/notifications.ts';
import { findSettings, type SalonSettingsRow } from '../catalog/salon.repository.ts';
import { readVisit, takeReminder } from './booking-mail.repository.ts';
import { queueBookingMail, type BookingMail } from './booking-mail.service.ts';
import { queueBookingText } from './text-queue.ts';

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

/** Which of a salon's text reminders: the first (`reminderHours`) or the optional second (`secondReminderHours`). */
type TextReminder = 1 | 2;

/** A reminder text's key: the visit, which reminder, and the start it is for (a moved visit is reminded again). */
const reminderKey = (which: TextReminder, startAt: Date) => `${which}:${startAt.getTime()}`;

/**
 * Queues the visit's text reminder, due `hours` before it and moved out of the quiet hours (issue 27), when the salon
 * texts reminders and the client's number takes them. Answers whether it was queued (or had been): false means the
 * reminder goes by e-mail.
 */
async function remindByText(
  tx: Database,
  settings: SalonSettingsRow,
  appointmentId: string,
  which: TextReminder,
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

async function textReminderExists(db: Database, visitId: string, which: TextReminder, startAt: Date): Promise<boolean> {
  const key = `text:reminder:${visitId}:${reminderKey(which, startAt)}`;
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

/** Visits within the second reminder's hours without their second reminder text for their start. */
async function dueForSecondReminder(db: Database, hours: number, now: Date) {
  const key = sql`'text:reminder:' || ${appointments.visitId} || ':2:' || (extract(epoch from ${appointments.startAt}) * 1000)::bigint`;
  return db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.status, 'confirmed'),
        eq(appointments.visitPosition, 0),
        gt(appointments.startAt, now),
        lte(appointments.startAt, new Date(now.getTime() + hours * 3_600_000)),
        sql`not exists (select 1 from ${outboxMessages} o where o.dedupe_key = ${key})`,
      ),
    )
    .limit(200);
}

/** The optional second text reminder (`secondReminderHours`; texts only): queued once per visit and start. */
async function queueSecondTextReminders(db: Database, settings: SalonSettingsRow, now: Date): Promise<number> {
  if (settings.secondReminderHours === null || !textsKind(settings, 'reminder')) return 0;
  let queued = 0;
  for (const { id } of await dueForSecondReminder(db, settings.secondReminderHours, now)) {
    if (await db.transaction((tx) => remindByText(tx, settings, id, 2, now))) queued += 1;
  }
  return queued;
}
