import { bootstrapFirstStaff, type StaffAccountInput } from '../modules/auth/staff-accounts.ts';
import type { DatabaseHandle } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { seedDemoIfEmpty } from './seed-demo.ts';

export interface PreparedDatabase {
  /** the demo salon was just written into an empty database */
  seeded: boolean;
  /** the demo account (DEMO_STAFF) was created with it */
  demoStaff: boolean;
  /** the ADMIN_EMAIL account was created (only when there was no account) */
  adminCreated: boolean;
}

/**
 * Start-up: bring the schema up to date, create the ADMIN_EMAIL account while there is no account at all,
 * and give an empty database the demo salon. The admin account comes first so that a real deployment
 * never also gets the demo account, whose password is public.
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  now: Date,
  options: { admin?: StaffAccountInput } = {},
): Promise<PreparedDatabase> {
  await migrateDatabase(handle);
  const adminCreated = (await bootstrapFirstStaff(handle.db, options.admin)) !== undefined;
  const seeded = await seedDemoIfEmpty(handle.db, now);
  if (!seeded) return { seeded: false, demoStaff: false, adminCreated };
  return { seeded: true, demoStaff: seeded.demoStaff, adminCreated };
}
