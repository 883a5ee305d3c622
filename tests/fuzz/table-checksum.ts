import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';

/**
 * Tables that change on any request, good or bad, by design: a session's last-seen time moves on each
 * staff request, and sign-in and booking attempts are counted (refused ones too) for their rate limits.
 * pg-boss keeps its queues in its own schema, outside `public`.
 */
export const TABLES_THAT_COUNT_REQUESTS = ['staff_sessions', 'sign_in_attempts'];

/**
 * One md5 per table over every row (text form, sorted): any insert, update or delete changes it.
 * Returns the function that takes it; the list of tables is read once.
 */
export async function tableChecksums(db: Database): Promise<() => Promise<Record<string, string>>> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const names = tables.map((r) => r.name).filter((name) => !TABLES_THAT_COUNT_REQUESTS.includes(name));
  const union = sql.raw(
    names
      .map((name) => `select '${name}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from "${name}" t`)
      .join(' union all '),
  );
  return async () => {
    const sums = await rowsOf<{ name: string; sum: string }>(db, union);
    return Object.fromEntries(sums.map((r) => [r.name, r.sum]));
  };
}

/** The tables whose rows differ between two checksums. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>): string[] =>
  Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);

/** Both drivers answer a raw query with `{ rows }`. */
async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
