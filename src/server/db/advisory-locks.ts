import { sql } from 'drizzle-orm';
import type { Transaction } from './client.ts';

/**
 * Takes a transaction-scoped advisory lock on each key (by its hashtext), in the order of the hashes, so two
 * transactions locking overlapping sets of keys queue behind each other and never deadlock. Held to commit. One
 * statement: PostgreSQL sorts the hashes before it evaluates the volatile lock calls of the select list, so they
 * are taken in that order (as bookings' locks are, booking/bookings.repository.ts).
 */
export async function lockKeys(tx: Transaction, keys: readonly string[]): Promise<void> {
  const listed = sql.join(
    keys.map((k) => sql`${k}`),
    sql`, `,
  );
  await tx.execute(
    sql`select pg_advisory_xact_lock(h) from (select distinct hashtext(k) as h from unnest(array[${listed}]::text[]) as t(k)) as hashes order by h`,
  );
}
