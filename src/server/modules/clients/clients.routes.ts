import type { FastifyRequest } from 'fastify';
import { mayUse } from '../../../core/access.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ClientProfileSchema, MergeClientSchema, UpdateClientSchema } from '../../../core/schemas/client-profile.schema.ts';
import { ClientSearchQuerySchema, ClientSearchResponseSchema } from '../../../core/schemas/client-search.schema.ts';
import { ErrorResponseSchema, IdParamsSchema } from '../../../core/schemas/common.schema.ts';
import type { Database } from '../../db/client.ts';
import type { ForgetCard } from '../../payments/payment-provider.ts';
import { ownBeautician } from '../auth/own-diary.ts';
import { dismissDuplicate, mergeClients } from './client-merge.service.ts';
import { clientProfile, editClient, findClients, refuseCardRule } from './clients.service.ts';

const tags = ['clients'];
const config = { access: 'clients' } as const;
/**
 * A stylist's clients are those of their own beautician's appointments, and only those visits (docs/decisions/0029);
 * what clients texted the salon is the Outbox's people's to read (decision 0035), not a stylist's.
 */
const scopeOf = (req: FastifyRequest) => ({
  beauticianId: ownBeautician(req),
  readsMessages: req.staff ? mayUse(req.staff.role, 'outbox') : false,
});
const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };

/** Staff only: the Clients screen, and finding a returning client for a booking (docs/decisions/0026, 0028). */
export const clientsRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date; forgetCard: ForgetCard }> = async (
  app,
  { db, clock, forgetCard },
) => {
  app.get(
    '/clients',
    {
      config,
      schema: { tags, querystring: ClientSearchQuerySchema, response: { 200: ClientSearchResponseSchema, 400: ErrorResponseSchema } },
    },
    async (req, reply) => {
      const { clients, total } = await findClients(db, req.query, scopeOf(req));
      // The total before paging travels in a header, as the appointments list's does.
      return reply.header('x-total-count', String(total)).send(clients);
    },
  );

  app.get('/clients/:id', { config, schema: { tags, params: IdParamsSchema, response: { 200: ClientProfileSchema, ...errors } } }, (req) =>
    clientProfile(db, req.params.id, clock(), scopeOf(req)),
  );

  app.patch(
    '/clients/:id',
    { config, schema: { tags, params: IdParamsSchema, body: UpdateClientSchema, response: { 200: ClientProfileSchema, ...errors } } },
    (req) => {
      refuseCardRule(req.body, req.staff?.role);
      return editClient(db, req.params.id, req.body, clock(), scopeOf(req));
    },
  );

  // Two records of one person (docs/decisions/0037): joined, or told apart, by the owner or reception.
  app.post(
    '/clients/:id/merge',
    {
      config: { access: 'clientData' },
      schema: {
        tags,
        description: 'Joins this record into `intoId`, which is kept: its visits, fees, waitlist places and texts move there.',
        params: IdParamsSchema,
        body: MergeClientSchema,
        response: { 200: ClientProfileSchema, ...errors },
      },
    },
    (req) =>
      mergeClients(
        db,
        { fromId: req.params.id, intoId: req.body.intoId },
        {
          now: clock(),
          forgetCard,
          warn: (err) => req.log.warn({ err }, 'clients: a merged-away card could not be removed at the provider'),
        },
      ),
  );

  app.post(
    '/clients/:id/not-duplicate',
    { config: { access: 'clientData' }, schema: { tags, params: IdParamsSchema, response: { 200: ClientProfileSchema, ...errors } } },
    (req) => dismissDuplicate(db, req.params.id, clock()),
  );
};
