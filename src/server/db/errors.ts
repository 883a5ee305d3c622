/** Postgres SQLSTATEs a request can legitimately cause (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
export const EXCLUSION_VIOLATION = '23P01';
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
/**
 * Two inserts racing for overlapping ranges can each wait on the other's exclusion check; PostgreSQL then
 * aborts one of them with this code. For that request it means the same as 23P01: the other one got the slot.
 */
export const DEADLOCK_DETECTED = '40P01';
/** Ours (migration 0010): a live appointment would fall in time off or a salon closure (docs/decisions/0024). */
export const IN_TIME_OFF = 'SL001';

/** A booking insert that lost the race for its slot (docs/decisions/0015), or for time off added meanwhile. */
export function lostSlotRace(err: unknown): boolean {
  const code = postgresCode(err);
  return code === EXCLUSION_VIOLATION || code === DEADLOCK_DETECTED || code === IN_TIME_OFF;
}

/**
 * A booking insert refused because its request's id is booked already (migration 0008's unique index): the same
 * request sent twice at once, to two processes, whose other copy won. Its caller answers with that booking.
 */
export function sameRequestBooked(err: unknown): boolean {
  return postgresCode(err) === UNIQUE_VIOLATION && constraintOf(err) === 'appointments_request_idx';
}

/** A unique index's refusal, by the index's name (e.g. one open waitlist offer per entry). */
export function uniqueRefused(err: unknown, index: string): boolean {
  return postgresCode(err) === UNIQUE_VIOLATION && constraintOf(err) === index;
}

/** Drizzle wraps driver errors; the SQLSTATE is on the error or one of its causes. */
export function postgresCode(err: unknown): string | undefined {
  return onErrorOrCause(err, (e) => (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) ? e.code : undefined));
}

/** The name of the constraint a database error is about, on the error or one of its causes. */
const constraintOf = (err: unknown): string | undefined =>
  onErrorOrCause(err, (e) => (typeof e.constraint === 'string' ? e.constraint : undefined));

function onErrorOrCause<T>(err: unknown, read: (e: { code?: unknown; constraint?: unknown }) => T | undefined): T | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const found = read(e as { code?: unknown; constraint?: unknown });
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Socket failures on the way to the database server (node's net and dns error codes). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * SQLSTATEs of a server that is down, restarting or full: class 08 (connection exception), 57P01–57P05 (shut
 * down, crashed, starting up, database dropped, idle session ended) and 53300 too_many_connections.
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0\d|53300)$/;
/**
 * node-postgres and pg-pool say these in words only: a connection that ended, a pool that could not connect in
 * time, a client broken by either. Anchored: Drizzle's own message quotes the query's parameters, which are user text.
 */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

/**
 * Whether an error means the database cannot be reached right now (an outage, a restart, a full server), as
 * opposed to a query that failed on its own. Looks through Drizzle's and our wrappers (`cause`) and node's
 * AggregateError (`errors`: one per address tried), so a cache that rethrows the driver's error is seen through.
 */
export function databaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  const visit = (e: unknown, depth: number): boolean => {
    if (!e || typeof e !== 'object' || depth > 8 || seen.has(e)) return false;
    seen.add(e);
    const { code, message, cause, errors } = e as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    if (Array.isArray(errors) && errors.some((inner) => visit(inner, depth + 1))) return true;
    return visit(cause, depth + 1);
  };
  return visit(err, 0);
}
