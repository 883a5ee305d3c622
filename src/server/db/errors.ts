/** Postgres SQLSTATEs a request can legitimately cause (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
export const EXCLUSION_VIOLATION = '23P01';
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
/**
 * Two inserts racing for overlapping ranges can each wait on the other's exclusion check; PostgreSQL then
 * aborts one of them with this code. For that request it means the same as 23P01: the other one got the slot.
 */
export const DEADLOCK_DETECTED = '40P01';

/** A booking insert that lost the race for its slot (docs/decisions/0015). */
export function lostSlotRace(err: unknown): boolean {
  const code = postgresCode(err);
  return code === EXCLUSION_VIOLATION || code === DEADLOCK_DETECTED;
}

/** Drizzle wraps driver errors; the SQLSTATE is on the error or one of its causes. */
export function postgresCode(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
