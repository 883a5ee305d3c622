import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '../../../core/schemas/common.schema.ts';
import type { Database } from '../../db/client.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../plugins/error-handler.ts';

const HealthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['up', 'down']) });
// A staff cookie is checked against the database before the route runs: during an outage that check's 503 is the error handler's.
const UnavailableSchema = z.union([HealthSchema, ErrorResponseSchema]);

export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/health',
    { config: { public: true }, schema: { tags: ['health'], response: { 200: HealthSchema, 503: UnavailableSchema } } },
    async (req, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'up' as const };
      } catch (err) {
        req.log.warn({ err }, 'health check: database does not answer');
        return reply
          .status(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ status: 'unavailable', database: 'down' });
      }
    },
  );
};
