import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FullyBookedQuerySchema,
  FullyBookedResponseSchema,
  SlotsQuerySchema,
  SlotsResponseSchema,
} from '../../../core/schemas/availability.schema.ts';
import { VisitMonthQuerySchema, VisitSlotsQuerySchema, VisitSlotsResponseSchema } from '../../../core/schemas/visit-availability.schema.ts';
import type { Database } from '../../db/client.ts';
import { sendSerialized } from '../../plugins/etag.ts';
import { fullyBookedAnswer, slotsAnswer } from './availability.service.ts';
import { visitMonthAnswer, visitSlotsAnswer } from './visit-availability.service.ts';

export const availabilityRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date }> = async (app, { db, clock }) => {
  app.get(
    '/slots',
    { config: { public: true }, schema: { tags: ['availability'], querystring: SlotsQuerySchema, response: { 200: SlotsResponseSchema } } },
    async (req, reply) => sendSerialized(reply, await slotsAnswer(db, req.query, clock())),
  );

  app.get(
    '/slots/fully-booked',
    {
      config: { public: true },
      schema: { tags: ['availability'], querystring: FullyBookedQuerySchema, response: { 200: FullyBookedResponseSchema } },
    },
    async (req, reply) => sendSerialized(reply, await fullyBookedAnswer(db, req.query, clock())),
  );

  // A visit of several services (docs/decisions/0032), beside the spec's one-service calls, which keep their shapes.
  app.get(
    '/slots/visit',
    {
      config: { public: true },
      schema: { tags: ['availability'], querystring: VisitSlotsQuerySchema, response: { 200: VisitSlotsResponseSchema } },
    },
    async (req, reply) => sendSerialized(reply, await visitSlotsAnswer(db, req.query, clock())),
  );

  app.get(
    '/slots/visit/fully-booked',
    {
      config: { public: true },
      schema: { tags: ['availability'], querystring: VisitMonthQuerySchema, response: { 200: FullyBookedResponseSchema } },
    },
    async (req, reply) => sendSerialized(reply, await visitMonthAnswer(db, req.query, clock())),
  );
};
