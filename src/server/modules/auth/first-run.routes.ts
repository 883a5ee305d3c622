import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FirstRunSchema, FirstRunStatusSchema, StaffUserSchema } from '../../../core/schemas/auth.schema.ts';
import { ErrorResponseSchema } from '../../../core/schemas/common.schema.ts';
import type { AuthRoutesOptions } from './auth.routes.ts';
import { completeFirstRun, firstRunNeeded } from './first-run.service.ts';
import { sessionCookie } from './session-cookie.ts';

/**
 * A live salon's first start (docs/decisions/0019): while there is no staff account, the owner makes theirs on
 * '/admin/setup' with the one-time code printed in the server log. Public: nobody can sign in yet.
 */
export const firstRunRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { db, clock, session, publicUrl }) => {
  const cookie = sessionCookie(publicUrl);

  app.get(
    '/auth/first-run',
    { config: { public: true }, schema: { tags: ['auth'], response: { 200: FirstRunStatusSchema } } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return { needed: await firstRunNeeded(db) };
    },
  );

  app.post(
    '/auth/first-run',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        body: FirstRunSchema,
        response: { 200: StaffUserSchema, 400: ErrorResponseSchema, 409: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (req, reply) => {
      const now = clock();
      const { user, token, expiresAt } = await completeFirstRun(db, req.body, { ip: req.ip, now, lifetimes: session });
      reply.header('cache-control', 'no-store').setCookie(cookie.name, token, cookie.options(expiresAt, now));
      return user;
    },
  );
};
