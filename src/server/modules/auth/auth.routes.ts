import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ChangePasswordSchema, SignInSchema, StaffUserSchema } from '../../../core/schemas/auth.schema.ts';
import { ErrorResponseSchema } from '../../../core/schemas/common.schema.ts';
import type { SessionLifetimes } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { unauthenticated } from './access-errors.ts';
import { changeOwnPassword } from './own-password.service.ts';
import { warmUpPasswordCheck } from './password.ts';
import { sessionCookie } from './session-cookie.ts';
import { endSession } from './sessions.service.ts';
import { signIn } from './sign-in.service.ts';

export interface AuthRoutesOptions {
  db: Database;
  clock: () => Date;
  session: SessionLifetimes;
  publicUrl: string;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { db, clock, session, publicUrl }) => {
  const cookie = sessionCookie(publicUrl);
  await warmUpPasswordCheck();

  app.post(
    '/auth/login',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        body: SignInSchema,
        response: { 200: StaffUserSchema, 401: ErrorResponseSchema, 429: ErrorResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async (req, reply) => {
      const now = clock();
      const { user, token, expiresAt } = await signIn(db, req.body, { ip: req.ip, now, lifetimes: session });
      // A new token on every sign-in (no session fixation); the one the browser held before is ended.
      const previous = req.cookies[cookie.name];
      if (previous) await endSession(db, previous);
      reply.header('cache-control', 'no-store').setCookie(cookie.name, token, cookie.options(expiresAt, now));
      return user;
    },
  );

  app.post('/auth/logout', { config: { access: 'own' }, schema: { tags: ['auth'], response: { 204: z.null() } } }, async (req, reply) => {
    const token = req.cookies[cookie.name];
    if (token) await endSession(db, token);
    return reply.clearCookie(cookie.name, cookie.clearOptions).status(204).send(null);
  });

  // Public so that it can answer the sign-in screen's "am I signed in?" itself, with the same 401.
  app.get(
    '/auth/me',
    { config: { public: true }, schema: { tags: ['auth'], response: { 200: StaffUserSchema, 401: ErrorResponseSchema } } },
    async (req, reply) => {
      if (!req.staff) throw unauthenticated();
      reply.header('cache-control', 'no-store');
      return req.staff;
    },
  );

  app.post(
    '/auth/password',
    {
      config: { access: 'own' },
      schema: {
        tags: ['auth'],
        body: ChangePasswordSchema,
        response: { 204: z.null(), 400: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (req, reply) => {
      // The session hook let this request in, so it carries the staff member and their session cookie.
      await changeOwnPassword(db, req.staff!, req.body, { ip: req.ip, now: clock(), sessionToken: req.cookies[cookie.name]! });
      return reply.status(204).send(null);
    },
  );
};
