import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mayUse, ownBeauticianOf, type Area } from '../../core/access.ts';
import type { StaffUser } from '../../core/schemas/auth.schema.ts';
import type { SessionLifetimes } from '../config.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { sessionCookie } from '../modules/auth/session-cookie.ts';
import { resolveSession } from '../modules/auth/sessions.service.ts';

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

export const unauthenticated = (): AppError => new AppError('UNAUTHENTICATED', 'Please sign in to continue.', 401);
export const forbidden = (): AppError => new AppError('FORBIDDEN', 'Your role does not give you access to this. Ask the salon owner.', 403);

/** The beautician a stylist's requests are limited to (core/access.ts); undefined for every other role. */
export const ownBeautician = (request: FastifyRequest): string | undefined => (request.staff ? ownBeauticianOf(request.staff) : undefined);

/** The API docs are documentation, not data; the web app and uploads live outside /api. */
export const isGuardedPath = (url: string): boolean =>
  (url === '/api' || url.startsWith('/api/')) && url !== '/api/docs' && !url.startsWith('/api/docs/');

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
