import { z } from 'zod';
import { IdSchema } from './common.schema.ts';

// Text messages (issue 27, docs/decisions/0035): what staff see of clients' replies and of visits to call.

/** A message a client texted that was not a keyword: shown on the dashboard and on their record. */
export const ClientTextMessageSchema = z.object({
  _id: IdSchema,
  from: z.string(),
  body: z.string(),
  receivedAt: z.string(),
  seen: z.boolean(),
  clientId: IdSchema.nullable(),
  /** the client record's name; null for a number no record has */
  clientName: z.string().nullable(),
  appointmentId: IdSchema.nullable(),
});
export type ClientTextMessage = z.infer<typeof ClientTextMessageSchema>;

export const ClientTextMessagesSchema = z.object({ messages: z.array(ClientTextMessageSchema) });
export type ClientTextMessages = z.infer<typeof ClientTextMessagesSchema>;

export const ClientTextMessagesQuerySchema = z.object({
  /** 'true': only those nobody has marked read (the dashboard's) */
  unseen: z.enum(['true', 'false'], { error: "unseen must be 'true' or 'false'" }).default('true'),
});

/** A visit whose reminder was texted and that the client has not confirmed, close to its start: reception calls. */
export const VisitToCallSchema = z.object({
  appointmentId: IdSchema,
  start: z.string(),
  clientName: z.string(),
  clientPhone: z.string(),
  serviceName: z.string(),
  beauticianName: z.string(),
});
export const VisitsToCallSchema = z.object({ visits: z.array(VisitToCallSchema) });
export type VisitsToCall = z.infer<typeof VisitsToCallSchema>;

/** The demo's stand-in for a client's phone (no text provider in the demo): a reply to a stored text. */
export const DemoReplySchema = z.object({
  body: z
    .string({ error: 'Please type the reply.' })
    .trim()
    .min(1, { error: 'Please type the reply.' })
    .max(160, { error: 'A reply is at most 160 characters here.' }),
});
export const TakenReplySchema = z.object({ intent: z.enum(['confirm', 'change', 'stop', 'start', 'message']) });
