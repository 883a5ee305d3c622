import { sql } from 'drizzle-orm';
import type { Transaction } from './client.ts';

/**
 * Takes a transaction-scoped advisory lock on each key (by its hashtext), in the order of the hashes, so two
 * transactions locking overlapping sets of keys queue behind each other and never deadlock. Held to commit.
 */
export async function lockKeys(tx: Transaction, keys: readonly string[]): Promise<void> {
  // Both drivers answer execute() with { rows } (drizzle types it per driver, so it is read through a cast).
  const hashes = (await tx.execute(
    sql`select distinct hashtext(k) as h from (values ${sql.join(
      keys.map((k) => sql`(${k})`),
      sql`, `,
    )}) as t(k) order by h`,
  )) as unknown as { rows: { h: number }[] };
  for (const { h } of hashes.rows) await tx.execute(sql`select pg_advisory_xact_lock(${h})`);
}
