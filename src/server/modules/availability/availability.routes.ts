import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FullyBookedQuerySchema,
  FullyBookedResponseSchema,
  SlotsQuerySchema,
  SlotsResponseSchema,
} from '../../../core/schemas/availability.schema.ts';
import type { Database } from '../../db/client.ts';
import { fullyBookedInMonth, resolveTarget, slotsForDate } from './availability.service.ts';

export const availabilityRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date }> = async (app, { db, clock }) => {
  app.get('/slots', { config: { public: true }, schema: { tags: ['availability'], querystring: SlotsQuerySchema, response: { 200: SlotsResponseSchema } } }, async (req) => {
    const target = await resolveTarget(db, req.query);
    const slots = await slotsForDate(db, target, req.query.date, clock());
    return { slots: slots.map((s) => ({ startISO: s.start.toISOString(), endISO: s.end.toISOString() })) };
  });

  app.get(
    '/slots/fully-booked',
    { config: { public: true }, schema: { tags: ['availability'], querystring: FullyBookedQuerySchema, response: { 200: FullyBookedResponseSchema } } },
    async (req) => ({ fullyBooked: await fullyBookedInMonth(db, req.query, clock()) }),
  );
};
