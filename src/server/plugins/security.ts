import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { AppError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** true lets a state-changing route take cross-site requests (only the Stripe webhook: its signature is its credential) */
    crossSite?: boolean;
  }
}

export interface SecurityOptions {
  /** the address customers reach the site at; https turns on HSTS and upgrade-insecure-requests */
  publicUrl: string;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SELF = "'self'";

/**
 * The site's Content-Security-Policy (docs/decisions/0016): everything from our own origin, no inline script or
 * style. React's style props go through the CSSOM, which CSP allows; Vite's CSS is a file. Stripe Checkout is
 * reached by `window.location`, which form-action does not govern. Frames: only our own (the outbox preview).
 */
export function contentSecurityPolicy(https: boolean): Record<string, string[]> {
  return {
    defaultSrc: [SELF],
    scriptSrc: [SELF],
    scriptSrcAttr: ["'none'"],
    styleSrc: [SELF],
    imgSrc: [SELF, 'data:', 'blob:'],
    connectSrc: [SELF],
    fontSrc: [SELF],
    objectSrc: ["'none'"],
    baseUri: [SELF],
    frameSrc: [SELF],
    frameAncestors: ["'none'"],
    formAction: [SELF],
    ...(https ? { upgradeInsecureRequests: [] } : {}),
  };
}

/** Swagger UI (/api/docs) styles its widgets with inline style attributes: only its own pages get that allowance. */
export const relaxCspForApiDocs = (header: string): string => header.replace(`style-src ${SELF}`, `style-src ${SELF} 'unsafe-inline'`);

export const crossSiteRefused = (): AppError => new AppError('CROSS_SITE', 'Cross-site request refused', 403);

/**
 * Helmet's headers with our CSP, and the same-origin check for every state-changing call (API, /pay/ page). Registered on the
 * root instance before any route, so it covers every page, file and API answer.
 */
export async function registerSecurity(app: FastifyInstance, { publicUrl }: SecurityOptions): Promise<void> {
  const https = new URL(publicUrl).protocol === 'https:';
  const headers = headersOf({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(https) },
    // HSTS only means something over https; on plain http (a fresh clone, the tests) browsers ignore it anyway.
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false } : false,
    xFrameOptions: { action: 'deny' },
  });
  // The same on every answer, so worked out once: @fastify/helmet ran helmet's middlewares for every request, built
  // again each time, and setting the headers one by one on the raw response cost as much again (docs/decisions/0015).
  // A route may still set one of them its own way (the offline payment page's Referrer-Policy).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  const publicOrigin = new URL(publicUrl).origin;
  // Every state-changing request, judged by the route it reached, never by how its URL is spelt: the router
  // decodes `/%61pi/settings` to `/api/settings`, so a test of the raw URL let it through (issue 14). A request
  // that reaches no route (a 404) is refused too; only a route marked `crossSite` takes other sites' calls.
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (request.routeOptions.config?.crossSite === true) return;
    if (isCrossSite(request, publicOrigin)) throw crossSiteRefused();
  });
}

/**
 * A browser names the page a request comes from in Origin (every POST/PUT/PATCH/DELETE in current browsers),
 * else in Sec-Fetch-Site. Ours is PUBLIC_URL's origin or the origin the request itself was sent to (its Host,
 * which a cross-site page cannot set). A request with neither header is not from a browser page, so it carries
 * no ambient cookie to abuse (curl, server-to-server).
 */
function isCrossSite(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = request.headers.origin;
  const site = request.headers['sec-fetch-site'];
  // A form posted from a page under `Referrer-Policy: no-referrer` (helmet's default) says `Origin: null` (Fetch
  // standard, "append a request Origin header"), as does a sandboxed frame: then only Sec-Fetch-Site can vouch.
  if (origin === 'null') return site !== 'same-origin';
  if (origin !== undefined) return origin !== publicOrigin && origin !== `${request.protocol}://${request.host}`;
  return site === 'cross-site' || site === 'same-site';
}

/** The headers helmet sets with `options`: it is run once against a response that only records them. */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => (failure = err));
  if (failure) throw failure;
  return headers;
}
