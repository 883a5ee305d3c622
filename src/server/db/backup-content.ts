import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

/** A database "holds data" once it has a salon or a staff account; a new or never-migrated one does not. */
export async function hasSalonData(db: Database): Promise<boolean> {
  const migrated = await firstNumber(db, sql`select (to_regclass('public.salon_settings') is not null)::int as n`);
  if (migrated === 0) return false;
  return (await firstNumber(db, sql`select (select count(*) from salon_settings) + (select count(*) from staff_users) as n`)) > 0;
}

async function firstNumber(db: Database, query: SQL): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: Array<{ n: number | string }> };
  return Number(result.rows[0]?.n ?? 0);
}
