import { count } from 'drizzle-orm';
import type { DatabaseHandle } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { salonSettings } from './schema.ts';
import { seedDemo } from './seed-demo.ts';

/** Start-up: bring the schema up to date, and give an empty database the demo salon. */
export async function prepareDatabase(handle: DatabaseHandle, now: Date): Promise<{ seeded: boolean }> {
  await migrateDatabase(handle);
  const [row] = await handle.db.select({ n: count() }).from(salonSettings);
  if ((row?.n ?? 0) > 0) return { seeded: false };
  await seedDemo(handle.db, now);
  return { seeded: true };
}
