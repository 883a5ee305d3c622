import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '../../../core/schemas/common.schema.ts';
import { TakingsQuerySchema, TakingsReportSchema } from '../../../core/schemas/till.schema.ts';
import type { Database } from '../../db/client.ts';
import { takingsCsv } from './takings-export.service.ts';
import { takingsReport } from './takings.service.ts';

export interface TakingsRoutesOptions {
  db: Database;
}

const tags = ['takings'];

/** End-of-day takings (docs/decisions/0027). Staff-only: neither route is marked public. */
export const takingsRoutes: FastifyPluginAsyncZod<TakingsRoutesOptions> = async (app, { db }) => {
  app.get(
    '/takings',
    {
      config: { access: 'revenue' },
      schema: { tags, querystring: TakingsQuerySchema, response: { 200: TakingsReportSchema, 400: ErrorResponseSchema } },
    },
    (req) => takingsReport(db, req.query),
  );

  app.get(
    '/takings/export.csv',
    {
      config: { access: 'revenue' },
      schema: { tags, querystring: TakingsQuerySchema, response: { 200: z.string(), 400: ErrorResponseSchema } },
    },
    async (req, reply) => {
      const file = await takingsCsv(db, req.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
};
