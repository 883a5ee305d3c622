import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ClientSearchQuerySchema, ClientSearchResponseSchema } from '../../../core/schemas/client-search.schema.ts';
import { ErrorResponseSchema } from '../../../core/schemas/common.schema.ts';
import type { Database } from '../../db/client.ts';
import { findClients } from './clients.service.ts';

/** Staff only: finding a returning client for a booking taken by phone or at the desk (docs/decisions/0026). */
export const clientsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/clients',
    { config: { access: 'clients' }, schema: { tags: ['clients'], querystring: ClientSearchQuerySchema, response: { 200: ClientSearchResponseSchema, 400: ErrorResponseSchema } } },
    (req) => findClients(db, req.query.q),
  );
};
