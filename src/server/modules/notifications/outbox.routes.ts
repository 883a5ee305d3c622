import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mayUse } from '../../../core/access.ts';
import { ErrorResponseSchema, IdParamsSchema } from '../../../core/schemas/common.schema.ts';
import { OutboxListQuerySchema, OutboxListSchema, OutboxMessageSchema } from '../../../core/schemas/notifications.schema.ts';
import type { Database } from '../../db/client.ts';
import { getOutboxMessage, listOutbox } from './outbox.service.ts';

const tags = ['outbox'];
/** Set-password links open accounts: only a reader who may manage the team sees them (docs/decisions/0029). */
const withStaffMail = (req: FastifyRequest) => mayUse(req.staff!.role, 'team');

/** The back office's Outbox: every e-mail the app queued, sent or (without SMTP_URL) only stored. Staff only. */
export const outboxRoutes: FastifyPluginAsyncZod<{ db: Database; demoReplies: boolean }> = async (app, { db, demoReplies }) => {
  app.get(
    '/outbox',
    {
      config: { access: 'outbox' },
      schema: { tags, querystring: OutboxListQuerySchema, response: { 200: OutboxListSchema, 400: ErrorResponseSchema } },
    },
    (req) => listOutbox(db, { ...req.query, withStaffMail: withStaffMail(req) }),
  );

  app.get(
    '/outbox/:id',
    {
      config: { access: 'outbox' },
      schema: { tags, params: IdParamsSchema, response: { 200: OutboxMessageSchema, 404: ErrorResponseSchema } },
    },
    (req) => getOutboxMessage(db, req.params.id, { withStaffMail: withStaffMail(req), demoReplies }),
  );
};
