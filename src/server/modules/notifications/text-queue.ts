import { textableNumber } from '../../../core/texts/phone.ts';
import { textsKind, type TextKind } from '../../../core/texts/text-kinds.ts';
import type { Database } from '../../db/client.ts';
import type { SalonSettingsRow } from '../catalog/salon.repository.ts';
import { insertTextRows, type NewOutboxRow } from './outbox.repository.ts';
import type { WhichReminder } from './booking-mail.repository.ts';

// Which texts a booking event queues (issue 27, docs/decisions/0035). A text about a booking is queued as an outbox row
// with empty parts, written with the change it reports; it is rendered when it is sent (text-dispatch.ts), so it
// tells the booking as it is then. Its dedupe key makes it queued once, whoever queues it.

/** What of a booking decides whether a text goes: the visit it is part of and the client's number. */
export interface TextedBooking {
  id: string;
  visitId: string;
  clientPhone: string;
}

type TextRules = Pick<SalonSettingsRow, 'textsEnabled' | 'textKinds' | 'textCountries'>;

/** A text's dedupe key: its kind, its visit, and what tells it from another of its kind (`key`). */
export const textKey = (kind: string, visitId: string, key = ''): string => `text:${kind}:${visitId}${key ? `:${key}` : ''}`;

/** A reminder's `key`: which reminder, and the start it is for (a moved visit is reminded again). */
export const reminderKey = (which: WhichReminder, startAt: Date): string => `${which}:${startAt.getTime()}`;

/** What a reminder text's dedupe key says: which reminder and the start (epoch ms) it was for; undefined for other texts. */
export function reminderOf(dedupeKey: string | null): { which: WhichReminder; start: number } | undefined {
  const match = /^text:reminder:[^:]+:([12]):(\d+)$/.exec(dedupeKey ?? '');
  return match ? { which: Number(match[1]) as WhichReminder, start: Number(match[2]) } : undefined;
}

/**
 * The row that queues a text of `kind` about a booking, when the salon texts that kind and the client's number can
 * take one (a mobile in a country the salon texts); undefined otherwise. `key` tells one such text from another of its kind (a reminder's start, a change's
 * revision); the visit is the unit, so a visit of several services is texted once.
 */
export function bookingTextRow(
  rules: TextRules,
  kind: TextKind,
  booking: TextedBooking,
  { now, sendAt = now, key = '' }: { now: Date; sendAt?: Date; key?: string },
): NewOutboxRow | undefined {
  if (!textsKind(rules, kind)) return undefined;
  const number = textableNumber(booking.clientPhone, rules.textCountries);
  if (!number.textable) return undefined;
  return {
    kind,
    channel: 'sms',
    appointmentId: booking.id,
    toAddress: number.e164,
    subject: '',
    textBody: '',
    htmlBody: '',
    status: 'queued',
    nextAttemptAt: sendAt,
    createdAt: now,
    dedupeKey: textKey(kind, booking.visitId, key),
  };
}

/** Queues the text of `kind` about a booking, if it goes (see bookingTextRow), once. Answers whether one was queued. */
export async function queueBookingText(
  tx: Database,
  rules: TextRules,
  kind: TextKind,
  booking: TextedBooking,
  options: { now: Date; sendAt?: Date; key?: string },
): Promise<boolean> {
  const row = bookingTextRow(rules, kind, booking, options);
  return row ? (await insertTextRows(tx, [row])) > 0 : false;
}
