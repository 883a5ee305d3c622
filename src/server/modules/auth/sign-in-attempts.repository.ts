import { and, count, eq, inArray, like, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { lockKeys } from '../../db/advisory-locks.ts';
import { signInAttempts } from '../../db/schema/auth.ts';

/** One counter an attempt is taken from: at most `limit` attempts under `key` within the window. */
export interface AttemptLimit {
  key: string;
  limit: number;
}

/**
 * Takes one attempt from every counter, all or none: while each key has fewer than its limit recorded after
 * `since`, records one under each and returns the new rows' ids; otherwise records nothing and returns
 * undefined. Transaction-scoped advisory locks on the keys, taken in one order (by their hash) so two callers
 * sharing a key never deadlock, serialise concurrent callers across processes: a burst admits exactly the limit.
 */
export async function takeAttempt(
  db: Database,
  limits: readonly AttemptLimit[],
  { since, at }: { since: Date; at: Date },
): Promise<string[] | undefined> {
  const keys = limits.map((l) => l.key);
  return db.transaction(async (tx) => {
    await lockKeys(tx, keys);
    const counted = await tx
      .select({ key: signInAttempts.key, n: count() })
      .from(signInAttempts)
      .where(and(inArray(signInAttempts.key, keys), sql`${signInAttempts.attemptedAt} > ${since}`))
      .groupBy(signInAttempts.key);
    const over = limits.some(({ key, limit }) => (counted.find((c) => c.key === key)?.n ?? 0) >= limit);
    if (over) return undefined;
    const rows = await tx
      .insert(signInAttempts)
      .values(keys.map((key) => ({ key, attemptedAt: at })))
      .returning({ id: signInAttempts.id });
    return rows.map((r) => r.id);
  });
}

/** Takes back attempts that turned out not to count (a successful sign-in from an address). */
export async function forgetAttempts(db: Database, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await db.delete(signInAttempts).where(inArray(signInAttempts.id, [...ids]));
}

export async function clearAttempts(db: Database, key: string): Promise<void> {
  await db.delete(signInAttempts).where(eq(signInAttempts.key, key));
}

export async function pruneAttempts(db: Database, before: Date): Promise<void> {
  await db.delete(signInAttempts).where(lt(signInAttempts.attemptedAt, before));
}

/** Drops attempts under keys starting with `prefix` recorded before `before` (a limiter with a shorter window than sign-in's). */
export async function pruneAttemptsWithPrefix(db: Database, prefix: string, before: Date): Promise<void> {
  await db.delete(signInAttempts).where(and(like(signInAttempts.key, `${prefix}%`), lt(signInAttempts.attemptedAt, before)));
}
