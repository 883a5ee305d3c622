import type { FastifyRequest } from 'fastify';

export const REDACTED = '[redacted]';

/**
 * Path segments that follow these are bearer secrets: the manage link's token (`/manage/<token>`, the web page and
 * `/api/manage/<token>/...`, and `/m/<token>`, the short form texts carry), a set-password link's secret, the offline payment session (`/pay/<session>`; its stylesheet is
 * not one), a fee link's token (`/fee/<token>`, `/api/fees/<token>/pay`; the thank-you page `/fee/paid` is not one), and the
 * waitlist's links (below).
 */
const STAFF_FEE_ACTIONS = new Set(['paid', 'charge', 'waive', 'refund']);

const SECRET_AFTER: Record<string, (segment: string) => boolean> = {
  manage: () => true,
  m: () => true,
  // a member of staff's set-password link (`/api/auth/set-password/<token>`, docs/decisions/0029)
  'set-password': () => true,
  pay: (segment) => segment !== 'assets',
  // a client's link to pay a no-show or late-cancellation fee (issue 26); staff's own fee actions on an appointment
  // (`/api/appointments/<id>/fee/charge`, `waive`, `refund`: issue 39) are words to tell apart in the log, not secrets
  fee: (segment) => !STAFF_FEE_ACTIONS.has(segment),
  fees: () => true,
  // a client's place on the waitlist and an offer of a time (issue 28): `/waitlist/<token>`, `/offer/<token>`,
  // `/api/offers/<token>/...`; reception's `/api/waitlist/entries` is not one
  waitlist: (segment) => segment !== 'entries',
  offer: () => true,
  offers: () => true,
};

/** Query keys whose values are secrets: Stripe's `session_id` on /success and /api/checkout/confirm, and anything token-like. */
const SECRET_QUERY_KEY = /token|secret|session|password|passwd|api[-_]?key|signature|code/i;

/**
 * Query keys whose values are personal data (issue 23): the searches of the Clients and Appointments screens and the
 * client finder (`q` on /api/clients and /api/appointments), the appointments page's own `?search=` (the time-off
 * warnings link there with a client's name), and any name, e-mail or phone. An erased client must not stay in the log.
 */
const PERSONAL_QUERY_KEY = /^(q|query|search|term|(client|full|first|last|sur)?[-_ ]?name)$|e-?mail|phone|mobile/i;

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
  return segments
    .map((segment, i) => (i > 0 && segment !== '' && SECRET_AFTER[plain(segments[i - 1]!)]?.(plain(segment)) ? REDACTED : segment))
    .join('/');
}

/** Whether a query value (or a bare key) looks like an e-mail address: personal, whatever its key. */
const looksLikeEmail = (text: string): boolean => plain(text).includes('@');

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return looksLikeEmail(pair) ? REDACTED : pair;
      const key = pair.slice(0, eq);
      // `q[]=` reaches no route as `q`, but its value is as personal.
      const name = plain(key.replaceAll('+', ' ')).replace(/\[.*$/, '');
      const hidden = SECRET_QUERY_KEY.test(name) || PERSONAL_QUERY_KEY.test(name) || looksLikeEmail(pair.slice(eq + 1));
      return hidden ? `${key}=${REDACTED}` : pair;
    })
    .join('&');
}

/**
 * A request URL fit for the log: secrets and personal data it carries are replaced, the rest stays readable
 * (`/api/manage/[redacted]/cancel`, `/success?appointmentId=…&session_id=[redacted]`, `/api/clients?q=[redacted]&limit=10`).
 * docs/decisions/0022.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? redactPath(url) : `${redactPath(url.slice(0, q))}?${redactQuery(url.slice(q + 1))}`;
}

/** Fastify's own `req` serializer (in Fastify's logger-pino module), with the URL redacted. */
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

/** An error's own fields that quote a row or a statement's values: a client's details, a rendered e-mail. */
const QUOTING_FIELDS = new Set(['params', 'detail']);
const MAX_CAUSES = 8;

/**
 * The logged form of an error (pino's `err`): its type, message and stack with their causes, and its own fields, less
 * what quotes personal data. Drizzle's "Failed query" message ends with the query's parameters (the booking's client,
 * its rendered e-mails), and PostgreSQL's `detail` quotes the row in a constraint's way: the query itself, the
 * codes and the constraint's name stay.
 */
export function serializeError(err: Error): { type: string; message: string; stack: string; [key: string]: unknown } {
  const chain: Error[] = [];
  for (let e: unknown = err; e instanceof Error && chain.length < MAX_CAUSES; e = e.cause) chain.push(e);
  const quiet = (e: Error) => ('params' in e && 'query' in e ? `Failed query: ${String(e.query)}` : e.message);
  const fields = Object.fromEntries(Object.entries(err).filter(([key]) => !QUOTING_FIELDS.has(key) && key !== 'cause'));
  return {
    ...fields,
    type: err.constructor.name,
    message: chain.map(quiet).join(': '),
    stack: chain.map((e) => (e.stack ?? '').replace(e.message, quiet(e))).join('\ncaused by: '),
  };
}
