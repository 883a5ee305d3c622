import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { StaffUserSchema } from '../../../core/schemas/auth.schema.ts';
import { ErrorResponseSchema } from '../../../core/schemas/common.schema.ts';
import { PasswordLinkOwnerSchema, PasswordLinkTokenSchema, SetPasswordSchema } from '../../../core/schemas/team.schema.ts';
import type { AuthRoutesOptions } from './auth.routes.ts';
import { passwordLinkOwner, setPasswordWithLink } from './password-links.ts';
import { sessionCookie } from './session-cookie.ts';

const tags = ['auth'];

/**
 * A member of staff's set-password link (docs/decisions/0029): public, since the person has no session yet; the
 * link's secret is the key. Setting the password signs them in.
 */
export const setPasswordRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { db, clock, session, publicUrl }) => {
  const cookie = sessionCookie(publicUrl);

  app.get(
    '/auth/set-password/:token',
    {
      config: { public: true },
      schema: {
        tags,
        params: z.object({ token: PasswordLinkTokenSchema }),
        response: { 200: PasswordLinkOwnerSchema, 400: ErrorResponseSchema, 410: ErrorResponseSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return passwordLinkOwner(db, req.params.token, clock());
    },
  );

  app.post(
    '/auth/set-password',
    {
      config: { public: true },
      schema: {
        tags,
        body: SetPasswordSchema,
        response: { 200: StaffUserSchema, 400: ErrorResponseSchema, 410: ErrorResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async (req, reply) => {
      const now = clock();
      const { user, token, expiresAt } = await setPasswordWithLink(db, req.body, { now, lifetimes: session });
      reply.header('cache-control', 'no-store').setCookie(cookie.name, token, cookie.options(expiresAt, now));
      return user;
    },
  );
};
