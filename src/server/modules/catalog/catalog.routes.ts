import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffRecordsFor } from '../../../core/access.ts';
import {
  BeauticianViewSchema,
  ServiceSchema,
  ServicesQuerySchema,
  ServiceViewSchema,
  StaffServiceSchema,
} from '../../../core/schemas/catalog.schema.ts';
import { IdParamsSchema } from '../../../core/schemas/common.schema.ts';
import type { Database } from '../../db/client.ts';
import { sendTagged, taggedOnce } from '../../plugins/etag.ts';
import { getBeauticianFor, getServiceFor, listBeauticiansFor, publicServices, servicesViewer, staffServices } from './catalog.service.ts';

const ServiceListSchema = z.array(ServiceSchema);
/** The back office's list (`include=inactive`): the variants' processing parts too, which customers never see. */
const StaffServiceListSchema = z.array(StaffServiceSchema);

/**
 * Public reads of the catalogue. Anyone sees active services and beauticians without contact details. The
 * services answer the same to staff (the public pages must show what customers see) unless they ask for inactive
 * ones too. The beauticians' calls answer by role (core/access.ts, docs/decisions/0029): owners and reception get
 * inactive records and everyone's e-mail and phone; a stylist gets what customers get, plus their own record in full.
 */
export const catalogRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // One URL, two audiences: no shared cache may hand a staff answer (contact details) to anyone else.
  app.addHook('onSend', async (req, reply) => {
    reply.header('vary', 'Cookie');
    if (req.staff) reply.header('cache-control', 'private, no-store');
  });

  // With an ETag: the home page asks on every load, and mostly hears 304 (docs/decisions/0015).
  app.get(
    '/services',
    {
      config: { public: true },
      schema: {
        tags: ['catalogue'],
        querystring: ServicesQuerySchema,
        response: { 200: z.union([ServiceListSchema, StaffServiceListSchema]) },
      },
    },
    async (req, reply) => {
      const { staff } = servicesViewer(req.staff !== null, req.query);
      const tagged = staff
        ? taggedOnce(StaffServiceListSchema, await staffServices(db))
        : taggedOnce(ServiceListSchema, await publicServices(db));
      return sendTagged(req, reply, tagged);
    },
  );

  app.get(
    '/services/:id',
    {
      config: { public: true },
      schema: { tags: ['catalogue'], params: IdParamsSchema, querystring: ServicesQuerySchema, response: { 200: ServiceViewSchema } },
    },
    (req) => getServiceFor(db, req.params.id, servicesViewer(req.staff !== null, req.query)),
  );

  app.get(
    '/beauticians',
    { config: { public: true }, schema: { tags: ['catalogue'], response: { 200: z.array(BeauticianViewSchema) } } },
    (req) => listBeauticiansFor(db, staffRecordsFor(req.staff)),
  );

  app.get(
    '/beauticians/:id',
    { config: { public: true }, schema: { tags: ['catalogue'], params: IdParamsSchema, response: { 200: BeauticianViewSchema } } },
    (req) => getBeauticianFor(db, req.params.id, staffRecordsFor(req.staff)),
  );
};
