import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { EXCLUSION_VIOLATION, UNIQUE_VIOLATION, postgresCode } from '../db/errors.ts';
import { AppError } from '../errors.ts';
import type { SendPage } from './web-app.ts';


type ErrorBody = { error: string; code: string; details?: unknown };

/**
 * The one error handler (ARCHITECTURE.md, Errors): every failure leaves as `{ error, code, details? }`.
 * 5xx bodies never carry the cause; it is logged with the request id instead.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const { status, body } = describe(err);
    if (status >= 500) request.log.error({ err }, 'request failed');
    return reply.status(status).send(body);
  });

}

/** Unknown API routes get a JSON 404; any other GET gets the web app, whose router shows the page. */
export function registerNotFoundHandler(app: FastifyInstance, options: { sendPage: SendPage | undefined }): void {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (options.sendPage && wantsPage && !path.startsWith('/api/') && !path.startsWith('/uploads/')) {
      return options.sendPage(reply);
    }
    const body: ErrorBody = { error: `No route for ${request.method} ${path}`, code: 'NOT_FOUND' };
    return reply.status(404).send(body);
  });
}

function describe(err: FastifyError): { status: number; body: ErrorBody } {
  if (err instanceof AppError) {
    const body: ErrorBody = { error: err.message, code: err.code };
    if (err.details !== undefined) body.details = err.details;
    return { status: err.status, body };
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const fields: Record<string, string> = {};
    for (const issue of err.validation) {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || err.validationContext || 'request';
      fields[field] ??= issue.message ?? 'Invalid value';
    }
    const first = Object.entries(fields)[0];
    const summary = first ? `${first[0]}: ${first[1]}` : 'Invalid request';
    return { status: 400, body: { error: summary, code: 'VALIDATION_FAILED', details: { fields } } };
  }
  const pgCode = postgresCode(err);
  if (pgCode === EXCLUSION_VIOLATION) {
    return { status: 409, body: { error: 'That time is no longer available.', code: 'SLOT_TAKEN' } };
  }
  if (pgCode === UNIQUE_VIOLATION) {
    return { status: 409, body: { error: 'That record already exists.', code: 'CONFLICT' } };
  }
  // Fastify's own client errors: bad JSON, wrong content type, body too large...
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    return { status: err.statusCode, body: { error: err.message, code: err.code ?? 'BAD_REQUEST' } };
  }
  return { status: 500, body: { error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' } };
}
