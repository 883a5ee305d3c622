import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { MULTIPART_LIMITS } from './multipart-image.ts';
import { UPLOADS_URL_PREFIX } from './upload-storage.ts';

/**
 * Multipart parsing for the upload routes, and the processed images served at /uploads/. Upload names
 * are unique and never rewritten, so they are cached for a year. A second @fastify/static instance, so it
 * must not decorate the reply again (the web app's instance does).
 */
export async function registerUploads(app: FastifyInstance, uploadsDir: string): Promise<void> {
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
  fs.mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('x-content-type-options', 'nosniff');
    },
  });
}
