import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { EXCLUSION_VIOLATION, IN_TIME_OFF, UNIQUE_VIOLATION, databaseUnavailable, postgresCode } from '../db/errors.ts';
import { AppError } from '../errors.ts';
import { PaymentProviderError } from '../payments/payment-provider.ts';
import type { SendPage } from './web-app.ts';

type ErrorBody = { error: string; code: string; details?: unknown };

/**
 * A database outage (docs/decisions/0022): 503 with a time to come back. 30 seconds is about what a PostgreSQL
 * restart or a managed failover takes; the app reconnects by itself, so the next try after it usually works.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 30;
export const DATABASE_UNAVAILABLE: ErrorBody = {
  error: 'The booking system is briefly unavailable. Nothing was changed. Please try again in a minute.',
  code: 'DATABASE_UNAVAILABLE',
};

/** Our own refusals and a payment provider's failures keep their meaning, whatever network error they carry. */
const isDatabaseOutage = (err: unknown): boolean =>
  !(err instanceof AppError) && !(err instanceof PaymentProviderError) && databaseUnavailable(err);

/**
 * The one error handler (docs/architecture.md, Errors): every failure leaves as `{ error, code, details? }`.
 * 5xx bodies never carry the cause; it is logged with the request id instead.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (isDatabaseOutage(err)) {
      // An outage is not a bug: one line per refused request, no stack to wade through.
      request.log.warn({ cause: outageCause(err) }, 'database unavailable: answered 503');
      return reply.status(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send(DATABASE_UNAVAILABLE);
    }
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

/** The driver's own words under Drizzle's "Failed query" (which quotes the query's parameters: user data). */
function outageCause(err: unknown): { code?: unknown; message?: unknown } {
  let e = err as { code?: unknown; message?: unknown; cause?: unknown };
  for (let depth = 0; depth < 8 && e.cause && typeof e.cause === 'object'; depth++) e = e.cause as typeof e;
  return { code: e.code, message: e.message };
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
  if (pgCode === EXCLUSION_VIOLATION || pgCode === IN_TIME_OFF) {
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
