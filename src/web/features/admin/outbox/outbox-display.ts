import type { MessageChannel, MessageKind, MessageStatus } from '../../../../core/schemas/notifications.schema.ts';
import type { Tone } from '../../../lib/status-tones.ts';

/** What each kind of message is about, as staff read it. */
const KIND_LABELS: Record<MessageKind, string> = {
  booking_confirmed: 'Booking confirmed',
  booking_changed: 'Booking changed',
  booking_cancelled: 'Booking cancelled',
  reminder: 'Reminder',
  staff_invite: 'Staff password link',
  fee_requested: 'Fee to pay',
  text_reply: 'Reply with link',
  text_cap_reached: 'Text limit reached',
  waitlist_joined: 'On the waitlist',
  waitlist_offer: 'Waitlist offer',
  waitlist_ended: 'Waitlist place ended',
};

export const kindLabel = (kind: MessageKind): string => KIND_LABELS[kind];

/** How a message went (issue 27): a confirmation may go both ways, so the list says which row is which. */
const CHANNEL_LABELS: Record<MessageChannel, string> = { email: 'E-mail', sms: 'Text' };

export const channelLabel = (channel: MessageChannel): string => CHANNEL_LABELS[channel];

/** Sent or delivered green, kept here (no SMTP_URL or text provider) blue, waiting yellow, given up red, not to go grey. */
const STATUS_TONES: Record<MessageStatus, Tone> = {
  sent: 'green',
  delivered: 'green',
  stored: 'blue',
  queued: 'yellow',
  failed: 'red',
  skipped: 'grey',
};

export const messageStatusTone = (status: MessageStatus): Tone => STATUS_TONES[status];
