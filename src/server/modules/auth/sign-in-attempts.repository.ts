import { and, count, eq, gt, like, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { signInAttempts } from '../../db/schema.ts';

/** Failed attempts recorded under `key` after `since`. */
export async function countAttempts(db: Database, key: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(signInAttempts)
    .where(and(eq(signInAttempts.key, key), gt(signInAttempts.attemptedAt, since)));
  return row?.n ?? 0;
}

export async function recordAttempts(db: Database, keys: string[], at: Date): Promise<void> {
  await db.insert(signInAttempts).values(keys.map((key) => ({ key, attemptedAt: at })));
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

/**
 * Records an attempt under `key` only while fewer than `limit` were recorded after `since`; true when recorded.
 * A transaction-scoped advisory lock on the key serialises concurrent callers across processes, so a burst
 * admits exactly `limit`.
 */
export async function recordAttemptWithinLimit(db: Database, key: string, { since, at, limit }: { since: Date; at: Date; limit: number }): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    const [row] = await tx
      .select({ n: count() })
      .from(signInAttempts)
      .where(and(eq(signInAttempts.key, key), gt(signInAttempts.attemptedAt, since)));
    if ((row?.n ?? 0) >= limit) return false;
    await tx.insert(signInAttempts).values({ key, attemptedAt: at });
    return true;
  });
}
