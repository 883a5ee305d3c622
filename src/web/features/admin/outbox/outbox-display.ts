import type { MessageKind, MessageStatus } from '../../../../core/schemas/notifications.schema.ts';
import type { Tone } from '../../../lib/status-tones.ts';

/** What each kind of message is about, as staff read it. */
const KIND_LABELS: Record<MessageKind, string> = {
  booking_confirmed: 'Booking confirmed',
  booking_changed: 'Booking changed',
  booking_cancelled: 'Booking cancelled',
  reminder: 'Reminder',
  staff_invite: 'Staff password link',
  fee_requested: 'Fee to pay',
};

export const kindLabel = (kind: MessageKind): string => KIND_LABELS[kind];

/** Sent green, kept here (no SMTP_URL) blue, waiting yellow, given up red. */
const STATUS_TONES: Record<MessageStatus, Tone> = {
  sent: 'green',
  stored: 'blue',
  queued: 'yellow',
  failed: 'red',
};

export const messageStatusTone = (status: MessageStatus): Tone => STATUS_TONES[status];
