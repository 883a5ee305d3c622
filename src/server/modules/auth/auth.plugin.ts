import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { mayUse, type Area } from '../../../core/access.ts';
import type { StaffUser } from '../../../core/schemas/auth.schema.ts';
import type { SessionLifetimes } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { isGuardedPath } from '../../plugins/api-paths.ts';
import { forbidden, unauthenticated } from './access-errors.ts';
import { sessionCookie } from './session-cookie.ts';
import { resolveSession } from './sessions.service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** true lets a route under /api answer without a staff session; every other /api route requires one */
    public?: boolean;
    /** the part of the back office a staff route belongs to: only the roles it is open to may use it (core/access.ts) */
    access?: Area;
  }
  interface FastifyRequest {
    /** the signed-in staff member, or null (set for every /api route) */
    staff: StaffUser | null;
  }
  interface FastifyInstance {
    /** every /api route and whether it is public, in registration order (the route-table test walks it) */
    apiRoutes: ApiRoute[];
  }
}

export interface ApiRoute {
  method: string;
  url: string;
  public: boolean;
  /** who may use it, for every route that is not public */
  access: Area | undefined;
}

export interface AuthOptions {
  db: Database;
  clock: () => Date;
  session: SessionLifetimes;
  publicUrl: string;
}

/**
 * Secure by default: every route under /api needs a staff session unless it says `config: { public: true }`,
 * and a staff route must say which part of the back office it belongs to (`config: { access }`): the app does
 * not start with a route that says neither, and a role outside the area gets 403 before the request is read.
 * Registered on the root instance before any route, so no route can be added where the hook does not reach.
 */
export async function registerAuth(app: FastifyInstance, options: AuthOptions): Promise<void> {
  const { db, clock, session } = options;
  const cookie = sessionCookie(options.publicUrl);
  await app.register(fastifyCookie);
  app.decorateRequest('staff', null);
  app.decorate('apiRoutes', [] as ApiRoute[]);

  app.addHook('onRoute', (route) => {
    if (!isGuardedPath(route.url)) return;
    const isPublic = route.config?.public === true;
    const access = route.config?.access;
    if (!isPublic && access === undefined) throw new Error(`${route.url}: a staff route must name its access area (core/access.ts)`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) app.apiRoutes.push({ method, url: route.url, public: isPublic, access: isPublic ? undefined : access });
  });

  app.addHook('onRequest', async (request, reply) => {
    const url = request.routeOptions.url;
    // Unknown paths fall through to the 404 handler; paths outside /api are not ours to guard.
    if (url === undefined || !isGuardedPath(url)) return;
    const token = request.cookies[cookie.name];
    if (token) {
      request.staff = (await resolveSession(db, token, clock(), session)) ?? null;
      // A cookie for an ended session is dead weight: tell the browser to drop it.
      if (!request.staff) reply.clearCookie(cookie.name, cookie.clearOptions);
    }
    const { public: isPublic, access } = request.routeOptions.config;
    if (isPublic === true) return;
    if (!request.staff) throw unauthenticated();
    if (!mayUse(request.staff.role, access!)) throw forbidden();
  });
}
