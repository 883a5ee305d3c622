import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '../../../core/schemas/common.schema.ts';
import { RevenueExportQuerySchema } from '../../../core/schemas/revenue-export.schema.ts';
import { RevenueQuerySchema, RevenueReportSchema } from '../../../core/schemas/revenue.schema.ts';
import { RevenueDetailsQuerySchema, RevenueDetailsSchema } from '../../../core/schemas/till.schema.ts';
import type { Database } from '../../db/client.ts';
import { revenueDetails } from './revenue-details.service.ts';
import { revenueCsv } from './revenue-export.service.ts';
import { revenueReport } from './revenue.service.ts';

export interface RevenueRoutesOptions {
  db: Database;
}

const tags = ['revenue'];

/** Spec §2 '/admin/revenue' and §3 'Revenue report'. Staff-only: neither route is marked public. */
export const revenueRoutes: FastifyPluginAsyncZod<RevenueRoutesOptions> = async (app, { db }) => {
  app.get(
    '/revenue',
    {
      config: { access: 'revenue' },
      schema: { tags, querystring: RevenueQuerySchema, response: { 200: RevenueReportSchema, 400: ErrorResponseSchema } },
    },
    (req) => revenueReport(db, req.query),
  );

  // The same revenue by service and by payment method (docs/decisions/0027).
  app.get(
    '/revenue/details',
    {
      config: { access: 'revenue' },
      schema: {
        tags,
        querystring: RevenueDetailsQuerySchema,
        response: { 200: RevenueDetailsSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    (req) => revenueDetails(db, req.query),
  );

  app.get(
    '/revenue/export.csv',
    {
      config: { access: 'revenue' },
      schema: { tags, querystring: RevenueExportQuerySchema, response: { 200: z.string(), 400: ErrorResponseSchema } },
    },
    async (req, reply) => {
      const file = await revenueCsv(db, req.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
};
