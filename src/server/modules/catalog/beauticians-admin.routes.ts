import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BeauticianInputSchema, BeauticianUpdateSchema } from '../../../core/schemas/beautician-input.schema.ts';
import { BeauticianStaffSchema } from '../../../core/schemas/catalog.schema.ts';
import { ErrorResponseSchema, IdParamsSchema } from '../../../core/schemas/common.schema.ts';
import { readImageField } from '../uploads/multipart-image.ts';
import { createBeautician, deleteBeautician, setBeauticianImage, updateBeautician } from './beauticians-admin.service.ts';
import type { CatalogWriteDeps } from './services-admin.service.ts';

const tags = ['admin catalogue'];
const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };

/** Spec §7's staff-member calls of the back office. Staff-only: none of them is marked public. */
export const beauticiansAdminRoutes: FastifyPluginAsyncZod<CatalogWriteDeps> = async (app, deps) => {
  app.post(
    '/beauticians',
    { config: { access: 'catalogue' }, schema: { tags, body: BeauticianInputSchema, response: { 201: BeauticianStaffSchema, ...errors } } },
    async (req, reply) => reply.status(201).send(await createBeautician(deps, req.body)),
  );

  app.patch(
    '/beauticians/:id',
    { config: { access: 'catalogue' }, schema: { tags, params: IdParamsSchema, body: BeauticianUpdateSchema, response: { 200: BeauticianStaffSchema, ...errors } } },
    (req) => updateBeautician(deps, req.params.id, req.body),
  );

  app.delete(
    '/beauticians/:id',
    { config: { access: 'catalogue' }, schema: { tags, params: IdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (req, reply) => {
      await deleteBeautician(deps, req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/beauticians/:id/upload-image',
    { config: { access: 'catalogue' },
      schema: {
        tags,
        description: 'multipart/form-data with one file in the field `image` (at most 5 MB); stored as a 400×400 WebP',
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        response: { 200: BeauticianStaffSchema, 413: ErrorResponseSchema, ...errors },
      },
    },
    async (req) => setBeauticianImage(deps, req.params.id, await readImageField(req)),
  );
};
