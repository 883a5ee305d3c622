import type { PaymentMode } from '../../../core/schemas/appointment.schema.ts';
import type { MessageKind } from '../../../core/schemas/notifications.schema.ts';
import { sumPence } from '../../../core/money.ts';
import { listOf } from '../../../core/plural.ts';
import { buildInvite } from '../../mail/ics.ts';
import { formatMailStart } from '../../mail/format.ts';
import type { MailContext, VisitServiceLine } from '../../mail/templates/mail-context.ts';
import { renderMail } from '../../mail/templates/render.ts';
import type { SalonSettingsRow } from '../catalog/salon.repository.ts';
import type { MailAppointmentRow } from './booking-mail.repository.ts';
import type { OutboxRow } from './outbox.repository.ts';

// One recipient's message about one booking event, rendered: subject, text, HTML and the invite. Pure, so it runs
// wherever the message is written: in a change's transaction, or after a booking's commit (docs/decisions/0033).

/** Every event a message is rendered for. */
export type MailEvent = (
  | { kind: 'booking_confirmed' | 'reminder' }
  | { kind: 'booking_changed'; movedByClient?: ClientMove; handedOverFrom?: HandedOver }
  | { kind: 'booking_cancelled'; refundPence: number }
) & {
  /** false: the client is not e-mailed this time (staff chose not to send a confirmation); told by default */
  tellClient?: boolean;
};

/** Where the booking was before the client moved it themselves (docs/decisions/0025). */
export interface ClientMove {
  fromStart: Date;
  fromBeauticianId: string;
  fromBeauticianName: string;
}

/** The beautician whose diary staff moved the booking out of, and when it was there. */
export interface HandedOver {
  beauticianId: string;
  beauticianName: string;
  start: Date;
}

export interface Recipient {
  who: MailContext['recipient'];
  name: string;
  email: string;
  /** a beautician's: whose services of a visit are theirs (issue 40) */
  beauticianId?: string;
  /** the beautician the booking has left: their calendar entry is cancelled, not moved */
  leaving?: boolean;
}

/** What rendering a message fills in of its outbox row. */
export type MessageParts = Pick<OutboxRow, 'subject' | 'textBody' | 'htmlBody' | 'ics' | 'icsMethod'>;

/** What a message reads of an appointment: a row as stored, or (a confirmation rendered before its write) as it will be. */
export type MailedRow = Pick<
  MailAppointmentRow,
  | 'id'
  | 'startAt'
  | 'endAt'
  | 'serviceName'
  | 'variantName'
  | 'beauticianId'
  | 'beauticianName'
  | 'clientName'
  | 'clientEmail'
  | 'clientPhone'
  | 'clientNotes'
  | 'pricePence'
  | 'paymentMode'
  | 'amountPaidPence'
  | 'refundedPence'
  | 'testMoney'
  | 'icsSequence'
> & {
  /** the no-show terms agreed online (a booking staff took has none) */
  policyText?: string | null;
};

/** The booking a message tells of: the appointment named, and its visit's parts in order (itself alone for one service). */
export interface MailedBooking {
  row: MailedRow;
  visit: MailedRow[];
}

/** One recipient's message about one event: its subject, both parts, and the invite when it carries one. */
export function renderParts(
  publicUrl: string,
  event: MailEvent,
  { row, visit }: MailedBooking,
  settings: SalonSettingsRow,
  recipient: Recipient,
  link: string | undefined,
  now: Date,
): MessageParts {
  const salon = { name: settings.name, address: settings.address, phone: settings.phone, timeZone: settings.timeZone };
  // A visit of several services is told as one: all its services, its start and end, its total (0032).
  const several = visit.length > 1;
  const whole = several ? visit : [row];
  const ctx: MailContext = {
    kind: event.kind,
    recipient: recipient.who,
    salon,
    appointment: {
      start: whole[0]!.startAt,
      serviceName: listOf(
        whole.map((p) => p.serviceName),
        'and',
      ),
      variantName: row.variantName,
      beauticianName: row.beauticianName,
      clientName: row.clientName,
      clientNotes: row.clientNotes,
      pricePence: sumPence(whole.map((p) => p.pricePence)),
      paymentMode: row.paymentMode as PaymentMode,
      paidPence: sumPence(whole.map((p) => p.amountPaidPence - p.refundedPence)),
      testMoney: whole.some((p) => p.testMoney),
    },
    ...(several ? { visit: visit.map((p) => visitLine(p, recipient)) } : {}),
    ...(event.kind === 'booking_cancelled' ? { refundPence: event.refundPence } : {}),
    ...(event.kind === 'booking_changed' && event.movedByClient
      ? { movedByClient: { fromStart: event.movedByClient.fromStart, fromBeauticianName: event.movedByClient.fromBeauticianName } }
      : {}),
    ...(event.kind === 'booking_changed' && event.handedOverFrom && recipient.leaving
      ? { handedOver: { fromStart: event.handedOverFrom.start } }
      : {}),
    ...(link ? { manageUrl: link } : {}),
    // The no-show terms the client agreed to, restated to them with this visit's amounts (issue 26).
    ...(recipient.who === 'client' && event.kind !== 'booking_cancelled' && row.policyText ? { policyText: row.policyText } : {}),
  };
  const rendered = renderMail(ctx);
  const method = recipient.leaving ? 'CANCEL' : inviteMethod(event.kind);
  const ics = method
    ? buildInvite({
        method,
        appointmentId: row.id,
        publicUrl,
        sequence: row.icsSequence,
        start: whole[0]!.startAt,
        end: whole[whole.length - 1]!.endAt,
        summary: several
          ? `${ctx.appointment.serviceName} at ${settings.name}`
          : `${row.serviceName} (${row.variantName}) at ${settings.name}`,
        description: whole
          .map((p) => `${p.serviceName}, ${p.variantName}, with ${p.beauticianName}: ${formatMailStart(p.startAt, settings.timeZone)}`)
          .join('\n'),
        location: settings.address,
        organizer: { name: settings.name, email: settings.email || `bookings@${new URL(publicUrl).hostname}` },
        attendee: { name: recipient.name, email: recipient.email },
        now,
      })
    : null;
  return { subject: rendered.subject, textBody: rendered.text, htmlBody: rendered.html, ics, icsMethod: method };
}

const visitLine = (p: MailedRow, recipient: Recipient): VisitServiceLine => ({
  start: p.startAt,
  serviceName: p.serviceName,
  variantName: p.variantName,
  beauticianName: p.beauticianName,
  ...(recipient.who === 'beautician' && p.beauticianId === recipient.beauticianId ? { yours: true } : {}),
});

/** Confirmations and changes add or update the calendar entry; a cancellation removes it; reminders carry none. */
function inviteMethod(kind: MessageKind): 'REQUEST' | 'CANCEL' | null {
  if (kind === 'booking_cancelled') return 'CANCEL';
  return kind === 'reminder' ? null : 'REQUEST';
}
