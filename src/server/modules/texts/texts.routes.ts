import { z } from 'zod';
import fastifyFormbody from '@fastify/formbody';
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, IdParamsSchema } from '../../../core/schemas/common.schema.ts';
import {
  ClientTextMessagesQuerySchema,
  ClientTextMessagesSchema,
  DemoReplySchema,
  TakenReplySchema,
  VisitsToCallSchema,
} from '../../../core/schemas/texts.schema.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { TEXT_INBOUND_PATH, TEXT_STATUS_PATH, type TextSender } from '../../sms/text-sender.ts';
import type { BookingMail } from '../notifications/booking-mail.service.ts';
import { findOutboxMessage } from '../notifications/outbox-list.repository.ts';
import { takeDeliveryReport } from './delivery.service.ts';
import { takeReply } from './replies.service.ts';
import { clientMessages, seeClientMessage, visitsToCall } from './texts.service.ts';

export interface TextsRoutesOptions {
  db: Database;
  clock: () => Date;
  /** the text provider; none without Twilio (then no webhook is taken, and the demo may reply to stored texts) */
  sender: TextSender | undefined;
  /** the site's public address: the provider signs the exact URL it posts to */
  publicUrl: string;
  mail: BookingMail;
  /** a live salon: no stand-in replies, whatever the provider */
  live: boolean;
}

const tags = ['texts'];
/** What Twilio expects back from a messaging webhook: TwiML that sends nothing (any answer is queued as a text of ours). */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';
/** A webhook's form fields: each a string (a field sent twice is refused with the rest). */
const formFields = (body: unknown): Record<string, string> => {
  if (!body || typeof body !== 'object') throw AppError.badRequest('Expected a form body.');
  const fields = Object.entries(body as Record<string, unknown>);
  if (fields.some(([, value]) => typeof value !== 'string')) throw AppError.badRequest('Each form field must be sent once.');
  return Object.fromEntries(fields) as Record<string, string>;
};

/**
 * The provider's webhooks (public: its signature is its credential) and what staff see of replies. Form bodies are
 * parsed here only (the parser is encapsulated in this plugin).
 */
export const textsRoutes: FastifyPluginAsyncZod<TextsRoutesOptions> = async (app, { db, clock, sender, publicUrl, mail, live }) => {
  await app.register(fastifyFormbody, { bodyLimit: 16 * 1024 });

  /** The fields of a request the provider signed for `path`; 404 without a provider, 403 for a bad signature. */
  const signedFields = (req: FastifyRequest, path: string): Record<string, string> => {
    if (!sender) throw new AppError('NO_TEXTS', 'Texts are not set up here.', 404);
    const fields = formFields(req.body);
    const signature = req.headers['x-twilio-signature'];
    if (!sender.signedByProvider(Array.isArray(signature) ? signature[0] : signature, `${publicUrl}${path}`, fields)) {
      throw new AppError('BAD_SIGNATURE', 'The request signature does not match.', 403);
    }
    return fields;
  };
  const hook = { config: { public: true, crossSite: true }, schema: { tags, hide: true } } as const;

  app.post(TEXT_INBOUND_PATH.replace('/api', ''), hook, async (req, reply: FastifyReply) => {
    const fields = signedFields(req, TEXT_INBOUND_PATH);
    if (!fields.MessageSid || !fields.From) throw AppError.badRequest('MessageSid and From are required.');
    await takeReply(db, { providerId: fields.MessageSid, from: fields.From, body: fields.Body ?? '' }, clock());
    // An R is answered with a text: wake the sender now rather than at its next sweep.
    mail.afterCommit();
    return reply.type('text/xml').send(EMPTY_TWIML);
  });

  app.post(TEXT_STATUS_PATH.replace('/api', ''), hook, async (req, reply: FastifyReply) => {
    const fields = signedFields(req, TEXT_STATUS_PATH);
    if (!fields.MessageSid || !fields.MessageStatus) throw AppError.badRequest('MessageSid and MessageStatus are required.');
    await takeDeliveryReport(
      db,
      mail,
      { providerId: fields.MessageSid, status: fields.MessageStatus, errorCode: fields.ErrorCode },
      clock(),
    );
    return reply.code(204).send(null);
  });

  app.get(
    '/texts/messages',
    {
      config: { access: 'outbox' },
      schema: { tags, querystring: ClientTextMessagesQuerySchema, response: { 200: ClientTextMessagesSchema } },
    },
    (req) => clientMessages(db, { unseenOnly: req.query.unseen === 'true' }),
  );

  app.post(
    '/texts/messages/:id/seen',
    { config: { access: 'outbox' }, schema: { tags, params: IdParamsSchema, response: { 204: z.null(), 404: ErrorResponseSchema } } },
    async (req, reply) => {
      await seeClientMessage(db, req.params.id, clock());
      return reply.code(204).send(null);
    },
  );

  app.get('/texts/to-call', { config: { access: 'outbox' }, schema: { tags, response: { 200: VisitsToCallSchema } } }, () =>
    visitsToCall(db, clock()),
  );

  // The demo has no phone to answer its stored texts with: staff may answer one as its client would (never a live salon's;
  // outbox.routes.ts offers it on the same condition).
  if (!sender && !live) {
    app.post(
      '/outbox/:id/reply',
      {
        config: { access: 'outbox' },
        schema: { tags, params: IdParamsSchema, body: DemoReplySchema, response: { 200: TakenReplySchema, 404: ErrorResponseSchema } },
      },
      async (req) => {
        const text = (await findOutboxMessage(db, req.params.id, false))?.message;
        if (!text || text.channel !== 'sms') throw AppError.notFound('Text');
        const taken = await takeReply(db, { providerId: `demo-${randomUUID()}`, from: text.toAddress, body: req.body.body }, clock());
        mail.afterCommit();
        return { intent: taken.intent };
      },
    );
  }
};
