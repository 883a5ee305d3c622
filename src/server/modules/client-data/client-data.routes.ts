import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ClientDataExportSchema, ClientErasureSchema } from '../../../core/schemas/client-data.schema.ts';
import { ErrorResponseSchema, IdParamsSchema } from '../../../core/schemas/common.schema.ts';
import type { Database } from '../../db/client.ts';
import type { ForgetCard } from '../../payments/payment-provider.ts';
import { eraseClient } from './client-erasure.service.ts';
import { exportClientData } from './client-export.service.ts';

const tags = ['clients'];

/** UK GDPR for one client (docs/decisions/0028): their data as a file (owner and reception), and their erasure (owners). */
export interface ClientDataRoutesOptions {
  db: Database;
  clock: () => Date;
  /** detaches an erased client's saved card at the provider (issue 26) */
  forgetCard: ForgetCard;
}

export const clientDataRoutes: FastifyPluginAsyncZod<ClientDataRoutesOptions> = async (app, { db, clock, forgetCard }) => {
  app.get(
    '/clients/:id/export',
    {
      config: { access: 'clientData' },
      schema: {
        tags,
        description: 'Everything held about the client, as a JSON file to download (the web page reads the same answer)',
        params: IdParamsSchema,
        response: { 200: ClientDataExportSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (req, reply) => {
      const { filename, data } = await exportClientData(db, req.params.id, clock());
      return reply.header('content-disposition', `attachment; filename="${filename}"`).header('cache-control', 'no-store').send(data);
    },
  );

  app.post(
    '/clients/:id/erase',
    {
      config: { access: 'erasure' },
      schema: {
        tags,
        description:
          'Removes the client’s personal data everywhere; their visits and money stay, anonymous. Asked again, answers the first erasure.',
        params: IdParamsSchema,
        response: {
          200: ClientErasureSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
          502: ErrorResponseSchema,
        },
      },
    },
    (req) => eraseClient(db, req.params.id, clock(), forgetCard),
  );
};
