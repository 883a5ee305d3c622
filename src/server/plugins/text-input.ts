import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

export const NUL_IN_TEXT_MESSAGE = 'Text cannot contain the NUL character.';

/**
 * PostgreSQL's text cannot hold U+0000: a write carrying it fails in the driver (22021), which would be a 500.
 * No salon text needs it, so every string a request brings (JSON body, query, path) is checked once here,
 * before any route's schema, and refused with 400 naming the field (docs/decisions/0017).
 */
export function registerTextInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    // Query and path come from the URL, where only '%00' decodes to NUL: most requests need no walk at all.
    const urlMayHoldNul = request.url.includes('%00') || request.url.includes('\u0000');
    if (request.body === undefined && !urlMayHoldNul) return;
    const field = firstFieldWithNul(urlMayHoldNul ? [request.body, request.query, request.params] : [request.body]);
    if (field !== undefined) {
      throw new AppError('VALIDATION_FAILED', `${field}: ${NUL_IN_TEXT_MESSAGE}`, 400, { fields: { [field]: NUL_IN_TEXT_MESSAGE } });
    }
  });
}

/** One value met on the walk, with the way back to the top (no path copied per level). */
interface Visit {
  value: unknown;
  key: string | undefined;
  parent: Visit | undefined;
}

const pathOf = (visit: Visit | undefined): string => {
  const keys: string[] = [];
  for (let v = visit; v !== undefined; v = v.parent) if (v.key !== undefined) keys.unshift(v.key);
  return keys.join('.') || 'request';
};

/**
 * The dotted path of the first string (or object key) holding NUL, in the error handler's field style
 * ('salonAddress', 'variants.0.name', 'q'). Walks iteratively: a hostile body may nest thousands deep.
 */
export function firstFieldWithNul(parts: unknown[]): string | undefined {
  const pending: Visit[] = parts.map((value) => ({ value, key: undefined, parent: undefined }));
  for (let visit = pending.pop(); visit !== undefined; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return pathOf(visit);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key.includes('\u0000')) return pathOf({ value: child, key, parent: visit });
        pending.push({ value: child, key, parent: visit });
      }
    }
  }
  return undefined;
}
