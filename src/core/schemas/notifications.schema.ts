import { z } from 'zod';
import { LateFeeChargedSchema, LateFeePreviewSchema } from './fee.schema.ts';
import { IdSchema, LINK_TOKEN_PATTERN } from './common.schema.ts';
import { AppointmentStatusSchema, PaymentModeSchema, VisitServicePublicSchema } from './appointment.schema.ts';
import { CancelPreviewSchema } from './admin-appointment.schema.ts';
import { MoveBeauticianSchema } from './manage-move.schema.ts';

/** What a message is about; one template each (docs/decisions/0013). */
export const MESSAGE_KINDS = [
  'booking_confirmed',
  'booking_changed',
  'booking_cancelled',
  'reminder',
  'staff_invite',
  // a no-show or late-cancellation fee the client is asked to pay through a link (issue 26)
  'fee_requested',
  // a text answering a client's R or CHANGE with their manage link (issue 27)
  'text_reply',
  // the owners' e-mail that this month's texts reached the salon's cap (issue 27)
  'text_cap_reached',
  // the waitlist (issue 28): a client is on it, with the link to leave; a freed time is offered and held for them
  'waitlist_joined',
  'waitlist_offer',
  // a place that let three offered times go has ended (docs/decisions/0037)
  'waitlist_ended',
] as const;
/** Set-password links (issue 18): only those who manage the team see them in the Outbox. */
export const STAFF_MESSAGE_KINDS: readonly MessageKind[] = ['staff_invite'];
/**
 * Messages to clients: only these are ever part of a client's data (the export, the erasure; docs/decisions/0029),
 * whatever address a client record carries. A staff message stays the team's, even to an address a client shares.
 */
export const CLIENT_MESSAGE_KINDS: readonly MessageKind[] = MESSAGE_KINDS.filter(
  (kind) => !STAFF_MESSAGE_KINDS.includes(kind) && kind !== 'text_cap_reached',
);
export const MessageKindSchema = z.enum(MESSAGE_KINDS);
export type MessageKind = z.infer<typeof MessageKindSchema>;
/** The messages about one booking, each rendered from its appointment. */
export type BookingMessageKind = Exclude<
  MessageKind,
  'staff_invite' | 'fee_requested' | 'text_reply' | 'text_cap_reached' | 'waitlist_joined' | 'waitlist_offer' | 'waitlist_ended'
>;

/**
 * `queued`: waiting for the job; `sent`: accepted by the SMTP server (or the text provider); `stored`: no SMTP_URL (or
 * no text provider), kept for the Outbox only; `failed`: gave up after the retries, or a text the provider could not
 * deliver (the last error is kept); `delivered`: a text the provider reported delivered; `skipped`: a text that was not
 * to go (the number opted out, the month's cap, the visit gone: the reason is kept).
 */
export const MESSAGE_STATUSES = ['queued', 'sent', 'stored', 'failed', 'delivered', 'skipped'] as const;
/** How a message goes: e-mail, or a text (issue 27). */
export const MessageChannelSchema = z.enum(['email', 'sms']);
export type MessageChannel = z.infer<typeof MessageChannelSchema>;
export const MessageStatusSchema = z.enum(MESSAGE_STATUSES);
export type MessageStatus = z.infer<typeof MessageStatusSchema>;

/** One row of the back office's Outbox list (GET /api/outbox). */
export const OutboxSummarySchema = z.object({
  _id: IdSchema,
  /** the client of the visit the message is about (issue 40); null for one about no visit, or an erased client */
  clientName: z.string().nullable(),
  kind: MessageKindSchema,
  channel: MessageChannelSchema,
  to: z.string(),
  subject: z.string(),
  status: MessageStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  appointmentId: IdSchema.nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxSummary = z.infer<typeof OutboxSummarySchema>;

export const OutboxListQuerySchema = z.object({
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1, { error: 'page must be at least 1' }).default(1),
  pageSize: z.coerce.number({ error: 'pageSize must be a number' }).int().min(1).max(100, { error: 'pageSize is at most 100' }).default(25),
  /** messages to or about a client: any part of their name, e-mail address or phone number (issue 40) */
  q: z.string().trim().max(100, { error: 'The search is at most 100 characters' }).optional(),
});
export const OutboxListSchema = z.object({
  messages: z.array(OutboxSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OutboxList = z.infer<typeof OutboxListSchema>;

/** One message in full (GET /api/outbox/:id): both parts, and the calendar invite when there is one. */
export const OutboxMessageSchema = OutboxSummarySchema.extend({
  text: z.string(),
  html: z.string(),
  ics: z.string().nullable(),
  /** a stored text staff may answer as its client would: the demo, which has no phone to answer with (issue 27) */
  replyAsClient: z.boolean(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

/** The token in a client's "manage your booking" link (base64url of 16 random bytes; 32 in links sent before issue 40). */
export const ManageTokenParamsSchema = z.object({
  token: z.string().regex(LINK_TOKEN_PATTERN, { error: 'Booking link not found' }),
});

/** What the client sees at /manage/:token (GET /api/manage/:token): their booking, no other client's data. */
export const ManagedBookingSchema = z.object({
  _id: IdSchema,
  start: z.string(),
  end: z.string(),
  status: AppointmentStatusSchema,
  serviceName: z.string(),
  variantName: z.string(),
  beauticianName: z.string(),
  /** pounds, like every `price` */
  price: z.number(),
  paymentMode: PaymentModeSchema,
  /** paid and not refunded, in pounds */
  amountPaid: z.number(),
  /** what was paid was test money: nothing was charged (docs/decisions/0019) */
  testMoney: z.boolean(),
  clientName: z.string(),
  salon: z.object({ name: z.string(), address: z.string(), phone: z.string() }),
  /** hours before the start up to which a client's own cancellation is refunded in full */
  freeCancellationHours: z.number(),
  /** hours before the start up to which the client may move the booking themselves (docs/decisions/0025) */
  freeChangeHours: z.number(),
  /** the last moment they may move it (ISO instant); later they are asked to call the salon */
  movableUntil: z.string(),
  /** the beautician it is with now */
  beauticianId: IdSchema,
  /**
   * who could take it if it moved; empty when the service is no longer offered online. A visit of several services
   * moves with its own beauticians (docs/decisions/0032): they are listed, each once
   */
  moveBeauticians: z.array(MoveBeauticianSchema),
  /** a visit of several services (docs/decisions/0032): each, in order; then price and payment are the visit's */
  services: z.array(VisitServicePublicSchema).optional(),
  /** the cancellation and no-show terms the client agreed to, with the visit's amounts (issue 26); '' for none */
  policyText: z.string(),
});
export type ManagedBooking = z.infer<typeof ManagedBookingSchema>;

/**
 * GET /api/manage/:token/cancel/preview: the same numbers staff see, with the client's free window applied, and the
 * late-cancellation fee it would bring (issue 26; null: none).
 */
export const ManageCancelPreviewSchema = CancelPreviewSchema.extend({ lateFee: LateFeePreviewSchema.nullable() });
export type ManageCancelPreview = z.infer<typeof ManageCancelPreviewSchema>;
/** POST /api/manage/:token/cancel: what happened, with the late fee charged to the saved card (null: none charged). */
export const ManageCancelResponseSchema = z.object({
  status: AppointmentStatusSchema,
  refundAmount: z.number().int(),
  lateFee: LateFeeChargedSchema.nullable(),
});
export type ManageCancelResponse = z.infer<typeof ManageCancelResponseSchema>;
