import { z } from 'zod';
import { ClientRecordSchema } from './client-profile.schema.ts';
import { AppointmentStatusSchema, PaymentModeSchema } from './appointment.schema.ts';
import { IdSchema } from './common.schema.ts';
import { MessageChannelSchema, MessageKindSchema, MessageStatusSchema } from './notifications.schema.ts';

/** Amounts are pounds, like every `price` of the API. Instants are ISO strings. */
const OnlinePaymentExportSchema = z.object({
  provider: z.string(),
  amount: z.number(),
  status: z.string(),
  paidAt: z.string().nullable(),
  refunded: z.number(),
});

const MoneyEntryExportSchema = z.object({
  /** the payment (or refund) it is part of: the entries one payment left on a visit's services share it */
  payment: IdSchema,
  kind: z.string(),
  method: z.string(),
  amount: z.number(),
  tip: z.number(),
  takenAt: z.string(),
  note: z.string(),
});

/**
 * One service the client booked, with the details they gave for it and every movement of its money, as the salon's
 * records hold them. Services booked together as one visit (issue 25) share `visitId`, and a payment for such a visit
 * is recorded spread over its services by price.
 */
export const ClientVisitExportSchema = z.object({
  _id: IdSchema,
  /** the visit it is part of: its first service's id (its own for a visit of one service) */
  visitId: IdSchema,
  /** its place in the visit, from 0 */
  visitPosition: z.number().int(),
  start: z.string(),
  end: z.string(),
  status: AppointmentStatusSchema,
  service: z.object({ name: z.string() }),
  variantName: z.string(),
  beautician: z.object({ name: z.string() }),
  price: z.number(),
  paymentMode: PaymentModeSchema,
  /** what the client gave when booking this visit */
  details: z.object({ name: z.string(), email: z.string(), phone: z.string(), notes: z.string() }),
  bookedAt: z.string(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  onlinePayments: z.array(OnlinePaymentExportSchema),
  money: z.array(MoneyEntryExportSchema),
});
export type ClientVisitExport = z.infer<typeof ClientVisitExportSchema>;

/** An e-mail or a text the salon sent (or kept in the Outbox) for the client. */
export const ClientMessageExportSchema = z.object({
  _id: IdSchema,
  kind: MessageKindSchema,
  channel: MessageChannelSchema,
  to: z.string(),
  subject: z.string(),
  status: MessageStatusSchema,
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  text: z.string(),
});
export type ClientMessageExport = z.infer<typeof ClientMessageExportSchema>;

/** A reply the client texted, and what it was taken to mean. */
export const ClientTextReplyExportSchema = z.object({
  from: z.string(),
  body: z.string(),
  intent: z.enum(['confirm', 'change', 'stop', 'start', 'message']),
  receivedAt: z.string(),
});

/** A place the client took on the waitlist (issue 28), with the details they gave and the times they were offered. */
export const ClientWaitlistExportSchema = z.object({
  joinedAt: z.string(),
  status: z.string(),
  services: z.array(z.string()),
  windows: z.array(z.object({ date: z.string(), from: z.string(), to: z.string() })),
  details: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  offers: z.array(z.object({ start: z.string(), status: z.string(), offeredAt: z.string(), expiresAt: z.string() })),
});

/** `GET /api/clients/:id/export`: everything the salon holds about one client (UK GDPR art. 15 and 20). */
export const ClientDataExportSchema = z.object({
  exportedAt: z.string(),
  salon: z.object({ name: z.string(), email: z.string(), phone: z.string(), address: z.string() }),
  client: ClientRecordSchema,
  visits: z.array(ClientVisitExportSchema),
  messages: z.array(ClientMessageExportSchema),
  /** their replies to the salon's texts (issue 27) */
  textReplies: z.array(ClientTextReplyExportSchema),
  /** their places on the waitlist (issue 28) */
  waitlist: z.array(ClientWaitlistExportSchema),
});
export type ClientDataExport = z.infer<typeof ClientDataExportSchema>;

/** `POST /api/clients/:id/erase`: when the record was erased (the first time, if it was asked twice). */
export const ClientErasureSchema = z.object({ _id: IdSchema, erasedAt: z.string() });
export type ClientErasure = z.infer<typeof ClientErasureSchema>;
