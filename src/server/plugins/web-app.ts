import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built React app. Vite's hashed assets never change under their name, so they are cached
 * for a year; index.html is revalidated so a deploy shows at once.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined): Promise<boolean> {
  if (!distDir || !fs.existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'web app not built: serving the API only (run npm run build)');
    return false;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    setHeaders(reply, filePath) {
      reply.header('cache-control', cacheControlFor(filePath));
    },
  });
  app.get('/', (_req, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  return true;
}

/** Hashed assets are immutable; index.html names the current ones, so it is always revalidated; the rest (images) for an hour. */
function cacheControlFor(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  if (path.basename(filePath) === 'index.html') return 'no-cache';
  return 'public, max-age=3600';
}
