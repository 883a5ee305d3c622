import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';

const HealthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['up', 'down']) });

export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/health', { config: { public: true }, schema: { tags: ['health'], response: { 200: HealthSchema, 503: HealthSchema } } }, async (req, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { status: 'ok' as const, database: 'up' as const };
    } catch (err) {
      req.log.warn({ err }, 'health check: database does not answer');
      return reply.status(503).send({ status: 'unavailable', database: 'down' });
    }
  });
};
