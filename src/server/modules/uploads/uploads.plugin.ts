import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { Database } from '../../db/client.ts';
import { MULTIPART_LIMITS } from './multipart-image.ts';
import { uploadsRoutes } from './uploads.routes.ts';

/** Multipart parsing for the upload routes, and the processed images served from the database at /uploads/. */
export async function registerUploads(app: FastifyInstance, db: Database): Promise<void> {
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
  await app.register(uploadsRoutes, { db });
}
