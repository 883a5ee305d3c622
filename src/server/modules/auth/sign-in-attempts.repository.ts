import { and, count, eq, gt, lt } from 'drizzle-orm';
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
