import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BeauticianPublicSchema, ServiceSchema } from '../../../core/schemas/catalog.schema.ts';
import { IdParamsSchema } from '../../../core/schemas/common.schema.ts';
import type { Database } from '../../db/client.ts';
import {
  getActiveBeautician,
  getActiveService,
  getPublicBeauticians,
  getPublicServices,
  toBeauticianPublic,
  toServiceResponse,
} from './catalog.service.ts';

export const catalogRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/services', { config: { public: true }, schema: { tags: ['catalogue'], response: { 200: z.array(ServiceSchema) } } }, () =>
    getPublicServices(db),
  );

  app.get('/services/:id', { config: { public: true }, schema: { tags: ['catalogue'], params: IdParamsSchema, response: { 200: ServiceSchema } } }, async (req) =>
    toServiceResponse(await getActiveService(db, req.params.id)),
  );

  app.get('/beauticians', { config: { public: true }, schema: { tags: ['catalogue'], response: { 200: z.array(BeauticianPublicSchema) } } }, () =>
    getPublicBeauticians(db),
  );

  app.get(
    '/beauticians/:id',
    { config: { public: true }, schema: { tags: ['catalogue'], params: IdParamsSchema, response: { 200: BeauticianPublicSchema } } },
    async (req) => toBeauticianPublic(await getActiveBeautician(db, req.params.id)),
  );
};
