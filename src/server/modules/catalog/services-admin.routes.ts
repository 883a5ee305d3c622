import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ServiceSchema } from '../../../core/schemas/catalog.schema.ts';
import { ErrorResponseSchema, IdParamsSchema } from '../../../core/schemas/common.schema.ts';
import { ServiceInputSchema, ServiceUpdateSchema } from '../../../core/schemas/service-input.schema.ts';
import { readImageField } from '../uploads/multipart-image.ts';
import { createService, deleteService, setServiceImage, updateService, type CatalogWriteDeps } from './services-admin.service.ts';

const tags = ['admin catalogue'];
const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };

/** Spec §7's service calls of the back office. Staff-only: none of them is marked public. */
export const servicesAdminRoutes: FastifyPluginAsyncZod<CatalogWriteDeps> = async (app, deps) => {
  app.post(
    '/services',
    { config: { access: 'catalogue' }, schema: { tags, body: ServiceInputSchema, response: { 201: ServiceSchema, ...errors } } },
    async (req, reply) => reply.status(201).send(await createService(deps, req.body)),
  );

  app.patch(
    '/services/:id',
    { config: { access: 'catalogue' }, schema: { tags, params: IdParamsSchema, body: ServiceUpdateSchema, response: { 200: ServiceSchema, ...errors } } },
    (req) => updateService(deps, req.params.id, req.body),
  );

  app.delete(
    '/services/:id',
    { config: { access: 'catalogue' }, schema: { tags, params: IdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (req, reply) => {
      await deleteService(deps, req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/services/:id/upload-image',
    { config: { access: 'catalogue' },
      schema: {
        tags,
        description: 'multipart/form-data with one file in the field `image` (at most 5 MB); stored as an 800×600 WebP',
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        response: { 200: ServiceSchema, 413: ErrorResponseSchema, ...errors },
      },
    },
    async (req) => setServiceImage(deps, req.params.id, await readImageField(req)),
  );
};
