import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema, IdParamsSchema } from '../../../core/schemas/common.schema.ts';
import { readImageField } from '../uploads/multipart-image.ts';
import type { CatalogWriteDeps } from './catalog-write.ts';

const tags = ['admin catalogue'];
const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };

/** One kind of catalogue record as the back office writes it: its path, its bodies and answer, and its writes. */
export interface CatalogAdminRecord<Input, Update, Answer> {
  path: '/services' | '/beauticians';
  schemas: { input: z.ZodType<Input>; update: z.ZodType<Update>; answer: z.ZodType<Answer> };
  /** what an upload is stored as, for the API's documentation */
  storedAs: string;
  /** the service's writes each call makes */
  writes: {
    create(deps: CatalogWriteDeps, input: Input): Promise<Answer>;
    update(deps: CatalogWriteDeps, id: string, patch: Update): Promise<Answer>;
    remove(deps: CatalogWriteDeps, id: string): Promise<void>;
    setImage(deps: CatalogWriteDeps, id: string, file: Buffer): Promise<Answer>;
  };
}

/**
 * Spec §7's calls of the back office for one kind of record, the same four for services and staff members: create
 * (201), change (what is sent), delete (204), and upload its image. Staff-only: none of them is marked public.
 */
export function catalogAdminRoutes<Input, Update, Answer>(
  record: CatalogAdminRecord<Input, Update, Answer>,
): FastifyPluginAsyncZod<CatalogWriteDeps> {
  const { path, schemas, writes } = record;
  return async (zodApp, deps) => {
    // Generic over the record, the handlers are typed here rather than by the Zod type provider, which cannot resolve
    // a schema's type parameter (nor Fastify a generic body); the schemas still validate each request, so the bodies
    // are what they say, and serialize each answer.
    const app = zodApp as unknown as FastifyInstance;
    type ById = { Params: { id: string } };

    app.post(
      path,
      { config: { access: 'catalogue' }, schema: { tags, body: schemas.input, response: { 201: schemas.answer, ...errors } } },
      async (req, reply) => reply.status(201).send(await writes.create(deps, req.body as Input)),
    );

    app.patch<ById>(
      `${path}/:id`,
      {
        config: { access: 'catalogue' },
        schema: { tags, params: IdParamsSchema, body: schemas.update, response: { 200: schemas.answer, ...errors } },
      },
      (req) => writes.update(deps, req.params.id, req.body as Update),
    );

    app.delete<ById>(
      `${path}/:id`,
      { config: { access: 'catalogue' }, schema: { tags, params: IdParamsSchema, response: { 204: z.null(), ...errors } } },
      async (req, reply) => {
        await writes.remove(deps, req.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post<ById>(
      `${path}/:id/upload-image`,
      {
        config: { access: 'catalogue' },
        schema: {
          tags,
          description: `multipart/form-data with one file in the field \`image\` (at most 5 MB); stored as ${record.storedAs}`,
          consumes: ['multipart/form-data'],
          params: IdParamsSchema,
          response: { 200: schemas.answer, 413: ErrorResponseSchema, ...errors },
        },
      },
      async (req) => writes.setImage(deps, req.params.id, await readImageField(req)),
    );
  };
}
