import type { FastifyInstance } from 'fastify';
import { isGuardedPath } from './api-paths.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** true marks a public route whose answer holds a client's personal data (the manage link): no cache may keep it */
    clientData?: boolean;
  }
}

/**
 * `Cache-Control: no-store` on every answer of a staff-only /api route, errors included, and of a public route
 * marked `clientData`: a shared or browser cache must never keep client data for the next user of the machine
 * (docs/decisions/0022). Set in onSend, after the handler, so it overrides whatever a route said.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    const url = request.routeOptions.url;
    if (url === undefined || !isGuardedPath(url)) return;
    const { config } = request.routeOptions;
    if (config.public !== true || config.clientData === true) reply.header('cache-control', 'no-store');
  });
}
