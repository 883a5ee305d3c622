import { dateInZone } from '../../../core/time.ts';
import { segmentsOf } from '../../../core/texts/segments.ts';
import { inQuietHours, reminderSendTime } from '../../../core/texts/quiet-hours.ts';
import { textGoes } from '../../../core/texts/text-kinds.ts';
import type { Database } from '../../db/client.ts';
import { renderTextCapNotice } from '../../mail/templates/text-cap.ts';
import type { TextSender } from '../../sms/text-sender.ts';
import type { SalonSettingsRow } from '../catalog/salon.repository.ts';
import { readAppointment, readVisit } from './booking-mail.repository.ts';
import { queueBookingMail, type BookingMail } from './booking-mail.service.ts';
import { hashManageToken, newManageToken, shortManageUrl } from './manage-token.ts';
import { insertManageToken } from './manage-tokens.repository.ts';
import { insertOutboxMessages, writeTextBody, type ClaimedOutcome, type OutboxRow } from './outbox.repository.ts';
import { renderBookingText, textSubject, type BookingTextKind } from './text-parts.ts';
import { giveBackSegments, isOptedOut, markCapNoticed, optOut, ownerEmails, startMonth, takeSegments } from './text-usage.repository.ts';
import { reminderOf } from './text-queue.ts';
import { giveBackTextAllowance, takeTextAllowance } from './text-number-limit.ts';
import { textableNumber } from '../../../core/texts/phone.ts';

// Sending one text the outbox claimed (issue 27, docs/decisions/0035): rendered from its booking as it is now, then
// refused if the number opted out or the month's cap is reached, else handed to the provider (or, without one, stored
// for the Outbox). A reminder that does not reach the client as a text goes by e-mail instead.

/** What sending texts needs: the provider (none: texts are stored for the Outbox), the site's address for links. */
export interface TextDispatch {
  sender: TextSender | undefined;
  publicUrl: string;
}

/** Why a text did not go, as the Outbox shows it. */
export const TEXT_NOT_SENT = {
  gone: 'Not sent: the booking no longer exists.',
  notBooked: 'Not sent: the visit is no longer booked.',
  started: 'Not sent: the visit has already started.',
  optedOut: 'Not sent: the client replied STOP.',
  cap: 'Not sent: this month’s text limit is reached.',
  empty: 'Not sent: the text was empty.',
  turnedOff: 'Not sent: the salon no longer sends this text.',
  moved: 'Not sent: the visit moved; its new time has its own reminder.',
  quiet: 'Not sent: quiet hours last until the visit.',
  abroad: 'Not sent: the salon does not text numbers in that country.',
  numberLimit: 'Not sent: this number has had as many texts as the salon sends one number in an hour or a day.',
} as const;

/** Why a reminder that did not go as a text is e-mailed instead; any other reason tells of nothing to remind of. */
const REMINDED_BY_EMAIL: readonly string[] = [
  TEXT_NOT_SENT.optedOut,
  TEXT_NOT_SENT.cap,
  TEXT_NOT_SENT.turnedOff,
  TEXT_NOT_SENT.quiet,
  TEXT_NOT_SENT.abroad,
  TEXT_NOT_SENT.numberLimit,
];

/** A reminder held back when its time comes in quiet hours (a retry, or a job that was down). */
const HELD_FOR_QUIET_HOURS = 'Held until the quiet hours end.';

/** Twilio's error for a number that opted out at the provider: recorded as ours, so the next text is not tried. */
const TWILIO_UNSUBSCRIBED = 21610;

type Rendered = { body: string } | { skip: string };

/** A text about a booking, rendered from the visit as it is now, with a new manage link where it carries one. */
async function renderQueuedText(
  db: Database,
  message: OutboxRow,
  publicUrl: string,
  settings: SalonSettingsRow,
  now: Date,
): Promise<Rendered> {
  if (!message.appointmentId) return { skip: TEXT_NOT_SENT.empty };
  const visit = await readVisit(db, message.appointmentId);
  const first = visit[0];
  if (!first) return { skip: TEXT_NOT_SENT.gone };
  const kind = message.kind as BookingTextKind;
  if (kind !== 'booking_cancelled') {
    if (first.status !== 'confirmed') return { skip: TEXT_NOT_SENT.notBooked };
    if (first.startAt <= now) return { skip: TEXT_NOT_SENT.started };
  }
  let link: string | undefined;
  if (kind === 'booking_confirmed' || kind === 'booking_changed' || kind === 'text_reply') {
    const token = newManageToken();
    await insertManageToken(db, first.id, hashManageToken(token), now);
    link = shortManageUrl(publicUrl, token);
  }
  return { body: renderBookingText(kind, { row: first, visit }, settings, link) };
}

/** The salon month a text counts in: 'YYYY-MM' on the salon's clock. */
const monthOf = (now: Date, zone: string) => dateInZone(now, zone).slice(0, 7);

/**
 * Sends one claimed text and answers what became of it. Never throws for the provider's answer: a refusal for good
 * (a bad number, an opted-out one) fails it at once, anything else is tried again like an e-mail.
 */
export async function deliverText(
  db: Database,
  message: OutboxRow,
  deps: TextDispatch,
  settings: SalonSettingsRow,
  { now, retry }: { now: Date; retry: (error: string) => ClaimedOutcome },
): Promise<ClaimedOutcome> {
  // Turned off since it was queued: a reply to the client's own text, or the waitlist's, goes while texts are on at all.
  if (!textGoes(settings, message.kind)) {
    return { status: 'skipped', error: TEXT_NOT_SENT.turnedOff };
  }
  if (message.kind === 'reminder') {
    const held = await reminderHeld(db, message, settings, now);
    if (held) return held;
  }
  let body = message.textBody;
  let segments = message.segments ?? segmentsOf(body);
  if (body === '') {
    const rendered = await renderQueuedText(db, message, deps.publicUrl, settings, now);
    if ('skip' in rendered) return { status: 'skipped', error: rendered.skip };
    body = rendered.body;
    segments = segmentsOf(body);
    // Kept before it goes: a retry sends the same words and link, and the Outbox shows them whatever happens.
    await writeTextBody(db, message.id, { body, subject: textSubject(body), segments });
  }
  if (await isOptedOut(db, message.toAddress)) return { status: 'skipped', error: TEXT_NOT_SENT.optedOut };
  // The countries texted may have changed since it was queued.
  if (!textableNumber(message.toAddress, settings.textCountries).textable) return { status: 'skipped', error: TEXT_NOT_SENT.abroad };
  const allowance = await takeTextAllowance(db, message.toAddress, settings, now);
  if (!allowance) return { status: 'skipped', error: TEXT_NOT_SENT.numberLimit };
  // Counted against the month's cap whether it reaches a phone or, without a provider, is kept for the Outbox: a
  // salon trying its cap before Twilio is set up sees it work (issue 40).
  const month = monthOf(now, settings.timeZone);
  if (!(await takeSegments(db, month, segments, settings.textMonthlySegmentCap))) {
    await giveBackTextAllowance(db, allowance);
    await tellOwnersOfCap(db, settings, month, now);
    return { status: 'skipped', error: TEXT_NOT_SENT.cap };
  }
  if (!deps.sender) return { status: 'stored', at: now };
  try {
    const { providerId } = await deps.sender.send({ to: message.toAddress, body });
    return { status: 'sent', at: now, providerId };
  } catch (err) {
    // Not sent: its segments go back to the month and its place to the number's allowance (a retry takes them again).
    await giveBackSegments(db, month, segments);
    await giveBackTextAllowance(db, allowance);
    return await refused(db, message, err, { now, retry });
  }
}

/**
 * What the provider's refusal means. A refusal for good (a 4xx other than 429: a number it cannot text) fails it at
 * once, as a retry would be refused again; Twilio's 21610 (the number opted out at Twilio) is recorded as ours. Anything
 * else (a 5xx, a timeout) is tried again like an e-mail: after a timeout Twilio may have taken it, so that text can go
 * twice (docs/decisions/0035).
 */
async function refused(
  db: Database,
  message: OutboxRow,
  err: unknown,
  { now, retry }: { now: Date; retry: (error: string) => ClaimedOutcome },
): Promise<ClaimedOutcome> {
  const { status, code, message: reason } = err as { status?: number; code?: number; message?: string };
  const error = (reason ?? String(err)).slice(0, 500);
  if (code === TWILIO_UNSUBSCRIBED) {
    await optOut(db, message.toAddress, 'STOP', now);
    return { status: 'skipped', error: TEXT_NOT_SENT.optedOut };
  }
  if (status !== undefined && status >= 400 && status < 500 && status !== 429) return { status: 'failed', error };
  return retry(error);
}

/**
 * A reminder whose moment to go is not now: its visit moved since it was queued (the new time has its own), or it is
 * quiet hours now (a retry, or a job that was down overnight): held to their end, or, if the visit comes first, not
 * texted (it is e-mailed). Undefined: it goes now.
 */
async function reminderHeld(db: Database, message: OutboxRow, settings: SalonSettingsRow, now: Date): Promise<ClaimedOutcome | undefined> {
  const row = message.appointmentId ? await readAppointment(db, message.appointmentId) : undefined;
  if (!row) return { status: 'skipped', error: TEXT_NOT_SENT.gone };
  const reminder = reminderOf(message.dedupeKey);
  if (reminder && reminder.start !== row.startAt.getTime()) return { status: 'skipped', error: TEXT_NOT_SENT.moved };
  const quiet = { start: settings.quietHoursStart, end: settings.quietHoursEnd };
  if (!inQuietHours(now, quiet, settings.timeZone)) return undefined;
  const at = reminderSendTime(now, row.startAt, now, quiet, settings.timeZone);
  if (!at || at <= now) return { status: 'skipped', error: TEXT_NOT_SENT.quiet };
  return { status: 'queued', error: HELD_FOR_QUIET_HOURS, nextAttemptAt: at };
}

/** E-mails the owners, once a month, that texts stopped at the cap. */
async function tellOwnersOfCap(db: Database, settings: SalonSettingsRow, month: string, now: Date): Promise<void> {
  await startMonth(db, month);
  if (!(await markCapNoticed(db, month, now))) return;
  const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T12:00:00Z`),
  );
  const notice = renderTextCapNotice({ salonName: settings.name, monthName, cap: settings.textMonthlySegmentCap });
  const to = await ownerEmails(db);
  await insertOutboxMessages(
    db,
    to.map((address) => ({
      kind: 'text_cap_reached',
      toAddress: address,
      subject: notice.subject,
      textBody: notice.text,
      htmlBody: notice.html,
      status: 'queued',
      nextAttemptAt: now,
      createdAt: now,
    })),
  );
}

/**
 * A text that did not reach the client and is worth an e-mail instead: the first reminder (the second is texts only),
 * unless its visit is gone or moved.
 */
export function fallsBackToEmail(message: Pick<OutboxRow, 'kind' | 'channel' | 'dedupeKey'>, outcome: ClaimedOutcome): boolean {
  if (message.channel !== 'sms' || message.kind !== 'reminder' || reminderOf(message.dedupeKey)?.which === 2) return false;
  if (outcome.status === 'stored' || outcome.status === 'failed') return true;
  return outcome.status === 'skipped' && REMINDED_BY_EMAIL.includes(outcome.error);
}

/** The reminder e-mail in place of a text that did not reach the client (its settlement ran once: see the callers). */
export async function remindByEmailInstead(db: Database, mail: BookingMail, appointmentId: string | null, now: Date): Promise<void> {
  const row = appointmentId ? await readAppointment(db, appointmentId) : undefined;
  if (row && row.status === 'confirmed' && row.startAt > now)
    await queueBookingMail(db, mail, { kind: 'reminder', appointmentId: row.id }, now);
}
