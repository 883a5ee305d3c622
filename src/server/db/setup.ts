import { issueFirstRunCode } from '../modules/auth/first-run.service.ts';
import { bootstrapFirstStaff, type StaffAccountInput } from '../modules/auth/staff-accounts.ts';
import type { DatabaseHandle } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { ensureSalonSettings, seedDemoIfEmpty } from './seed-demo.ts';

export interface PreparedDatabase {
  /** the demo salon was just written into an empty database */
  seeded: boolean;
  /** the demo account (DEMO_STAFF) was created with it */
  demoStaff: boolean;
  /** the ADMIN_EMAIL account was created (only when there was no account) */
  adminCreated: boolean;
  /** there is still no staff account: the one-time code that opens the first-run page (to print in the log) */
  firstRunCode: string | undefined;
}

export interface PrepareOptions {
  admin?: StaffAccountInput;
  /** give an empty database the demo salon and its demo account (the demo; a live salon only by choice) */
  demoData: boolean;
}

/**
 * Start-up: bring the schema up to date, create the ADMIN_EMAIL account while there is no account at all, and
 * give an empty database either the demo salon or, for a live salon, a blank one (its settings row, nothing
 * else). The admin account comes first so that a real deployment never also gets the demo account, whose
 * password is public. A salon left with no account gets a first-run code (docs/decisions/0019).
 */
export async function prepareDatabase(handle: DatabaseHandle, now: Date, options: PrepareOptions): Promise<PreparedDatabase> {
  await migrateDatabase(handle);
  const adminCreated = (await bootstrapFirstStaff(handle.db, options.admin)) !== undefined;
  const seeded = options.demoData ? await seedDemoIfEmpty(handle.db, now) : undefined;
  if (!options.demoData) await ensureSalonSettings(handle.db);
  const firstRunCode = await issueFirstRunCode(handle.db, now);
  return { seeded: seeded !== undefined, demoStaff: seeded?.demoStaff ?? false, adminCreated, firstRunCode };
}
