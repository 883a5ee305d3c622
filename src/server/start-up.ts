import { issueFirstRunCode } from './modules/auth/first-run.service.ts';
import { bootstrapFirstStaff, type StaffAccountInput } from './modules/auth/staff-accounts.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { salonSettings } from './db/schema/catalog.ts';
import { seedDemoIfEmpty } from './demo/seed-demo.ts';

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

/** The name a live salon starts with until the owner sets its own (spec §2's default salon name). */
export const BLANK_SALON_NAME = 'Beauty Salon';

/**
 * A live salon's first start: the settings row every page reads, with the schema's defaults and no opening
 * hours, services or staff, which the owner adds in the back office. Does nothing once the row exists.
 */
export async function ensureSalonSettings(db: Database): Promise<void> {
  await db.insert(salonSettings).values({ id: 1, name: BLANK_SALON_NAME }).onConflictDoNothing();
}
