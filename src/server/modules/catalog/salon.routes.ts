import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SalonSchema } from '../../../core/schemas/salon.schema.ts';
import type { OnlinePayment } from '../../../core/schemas/salon.schema.ts';
import type { Database } from '../../db/client.ts';
import { sendTagged, taggedOnce } from '../../plugins/etag.ts';
import { salonResponse } from './salon.service.ts';

export const salonRoutes: FastifyPluginAsyncZod<{ db: Database; onlinePayment: OnlinePayment }> = async (app, { db, onlinePayment }) => {
  // With an ETag: the public pages ask on every load, and mostly hear 304 (docs/decisions/0015).
  app.get('/salon', { config: { public: true }, schema: { tags: ['salon'], response: { 200: SalonSchema } } }, async (req, reply) =>
    sendTagged(req, reply, taggedOnce(SalonSchema, await salonResponse(db, onlinePayment))),
  );
};
