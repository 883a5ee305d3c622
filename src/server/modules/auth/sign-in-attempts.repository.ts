import { and, eq, inArray, like, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { lockKeys } from '../../db/advisory-locks.ts';
import { signInAttempts } from '../../db/schema/auth.ts';

/** One counter an attempt is taken from: at most `limit` attempts under `key` within the window (its own `since`, or the call's). */
export interface AttemptLimit {
  key: string;
  limit: number;
  since?: Date;
}

/** Attempts under keys starting with `prefix` recorded before `before`, dropped as the attempt is taken. */
export interface Prune {
  prefix: string;
  before: Date;
}

/**
 * Takes one attempt from every counter, all or none: while each key has fewer than its limit recorded after
 * `since`, records one under each and returns the new rows' ids; otherwise records nothing and returns
 * undefined. Transaction-scoped advisory locks on the keys, taken in one order (by their hash) so two callers
 * sharing a key never deadlock, serialise concurrent callers across processes: a burst admits exactly the limit.
 * The count and the insert (and `prune`) are one statement after the locks, which sees every attempt committed
 * before them: four round trips in all.
 */
export async function takeAttempt(
  db: Database,
  limits: readonly AttemptLimit[],
  { since, at, prune }: { since: Date; at: Date; prune?: Prune },
): Promise<string[] | undefined> {
  const keys = limits.map((l) => l.key);
  const wanted = sql.join(
    limits.map(({ key, limit, since: from }) => sql`(${key}, ${limit}::int, ${(from ?? since).toISOString()}::timestamptz)`),
    sql`, `,
  );
  const pruned = prune
    ? sql`, pruned as (delete from ${signInAttempts} where ${like(signInAttempts.key, `${prune.prefix}%`)} and ${signInAttempts.attemptedAt} < ${prune.before.toISOString()}::timestamptz)`
    : sql``;
  return db.transaction(async (tx) => {
    await lockKeys(tx, keys);
    // Both drivers answer execute() with { rows } (drizzle types it per driver, so it is read through a cast).
    const inserted = (await tx.execute(sql`
      with wanted (key, most, since) as (values ${wanted}),
      recent as (
        select a.key, count(*)::int as n from ${signInAttempts} a join wanted w on w.key = a.key
        where a.attempted_at > w.since
        group by a.key
      )${pruned}
      insert into ${signInAttempts} (key, attempted_at)
      select key, ${at.toISOString()}::timestamptz from wanted
      where not exists (select 1 from wanted w left join recent r using (key) where coalesce(r.n, 0) >= w.most)
      returning id`)) as unknown as { rows: { id: string }[] };
    return inserted.rows.length > 0 ? inserted.rows.map((r) => r.id) : undefined;
  });
}

/** Takes back attempts that turned out not to count (a successful sign-in from an address). */
export async function forgetAttempts(db: Database, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await db.delete(signInAttempts).where(inArray(signInAttempts.id, [...ids]));
}

export async function clearAttempts(db: Database, key: string): Promise<void> {
  await db.delete(signInAttempts).where(eq(signInAttempts.key, key));
}

/** Drops the attempts under keys starting with any of `prefixes` recorded before `before` (other counters keep theirs). */
export async function pruneAttempts(db: Database, before: Date, prefixes: readonly string[]): Promise<void> {
  await db
    .delete(signInAttempts)
    .where(and(lt(signInAttempts.attemptedAt, before), or(...prefixes.map((prefix) => like(signInAttempts.key, `${prefix}%`)))));
}
