import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.ts';
import { imageToServe } from './stored-images.service.ts';
import { UPLOADS_URL_PREFIX } from './upload-storage.ts';

/** A stored image's URL never changes content, so browsers keep it a year without asking again. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The processed images at /uploads/... (and HEAD, which Fastify derives from GET), read from the database.
 * Outside /api, so no session is needed: the pages customers see show them. Hidden from the API docs.
 */
export const uploadsRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get(`${UPLOADS_URL_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const answer = await imageToServe(db, request.url, request.headers['if-none-match']);
    reply.header('cache-control', IMMUTABLE).header('etag', answer.etag).header('x-content-type-options', 'nosniff');
    if (answer.status === 304) return reply.code(304).send();
    return reply.type(answer.contentType).send(answer.content);
  });
};
