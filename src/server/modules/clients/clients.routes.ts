import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ClientProfileSchema, UpdateClientSchema } from '../../../core/schemas/client-profile.schema.ts';
import { ClientSearchQuerySchema, ClientSearchResponseSchema } from '../../../core/schemas/client-search.schema.ts';
import { ErrorResponseSchema, IdParamsSchema } from '../../../core/schemas/common.schema.ts';
import type { Database } from '../../db/client.ts';
import { ownBeautician } from '../auth/own-diary.ts';
import { clientProfile, editClient, findClients, refuseCardRule } from './clients.service.ts';

const tags = ['clients'];
const config = { access: 'clients' } as const;
/** A stylist's clients are those of their own beautician's appointments, and only those visits (docs/decisions/0029). */
const scopeOf = (req: FastifyRequest) => ({ beauticianId: ownBeautician(req) });
const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };

/** Staff only: the Clients screen, and finding a returning client for a booking (docs/decisions/0026, 0028). */
export const clientsRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date }> = async (app, { db, clock }) => {
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
};
