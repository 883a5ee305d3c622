import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SalonSchema } from '../../../core/schemas/salon.schema.ts';
import type { Database } from '../../db/client.ts';
import { loadSalon, toSalonResponse } from './salon.service.ts';

export const salonRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/salon', { config: { public: true }, schema: { tags: ['salon'], response: { 200: SalonSchema } } }, async () =>
    toSalonResponse(await loadSalon(db)),
  );
};
