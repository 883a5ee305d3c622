import type { FastifyRequest } from 'fastify';

export const REDACTED = '[redacted]';

/**
 * Path segments that follow these are bearer secrets: the manage link's token (`/manage/<token>`, the web page and
 * `/api/manage/<token>/...`), a set-password link's secret and the offline payment session (`/pay/<session>`; its stylesheet is not one).
 */
const SECRET_AFTER: Record<string, (segment: string) => boolean> = {
  manage: () => true,
  // a member of staff's set-password link (`/api/auth/set-password/<token>`, docs/decisions/0029)
  'set-password': () => true,
  pay: (segment) => segment !== 'assets',
};

/** Query keys whose values are secrets: Stripe's `session_id` on /success and /api/checkout/confirm, and anything token-like. */
const SECRET_QUERY_KEY = /token|secret|session|password|passwd|api[-_]?key|signature|code/i;

/** The router decodes `%61pi` and matches `/API` only where told to, so we compare decoded, lower-case names. */
function plain(text: string): string {
  try {
    return decodeURIComponent(text).toLowerCase();
  } catch {
    return text.toLowerCase();
  }
}

function redactPath(path: string): string {
  const segments = path.split('/');
  return segments.map((segment, i) => (i > 0 && segment !== '' && SECRET_AFTER[plain(segments[i - 1]!)]?.(plain(segment)) ? REDACTED : segment)).join('/');
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq === -1 ? pair : pair.slice(0, eq);
      return eq !== -1 && SECRET_QUERY_KEY.test(plain(key.replaceAll('+', ' '))) ? `${key}=${REDACTED}` : pair;
    })
    .join('&');
}

/**
 * A request URL fit for the log: secrets it carries are replaced, the rest stays readable
 * (`/api/manage/[redacted]/cancel`, `/success?appointmentId=…&session_id=[redacted]`). docs/decisions/0022.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? redactPath(url) : `${redactPath(url.slice(0, q))}?${redactQuery(url.slice(q + 1))}`;
}

/** Fastify's own `req` serializer (lib/logger-pino.js), with the URL redacted. */
export function serializeRequest(req: FastifyRequest) {
  const version = req.headers?.['accept-version'];
  return {
    method: req.method,
    url: redactUrl(req.url),
    version: Array.isArray(version) ? version.join(', ') : version,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
