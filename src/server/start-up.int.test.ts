import { afterEach, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-database.ts';
import { givenStaff } from '../../tests/builders/staff.builder.ts';
import { verifyPassword } from './modules/auth/password.ts';
import { hashToken } from './modules/auth/sessions.service.ts';
import { DEMO_STAFF } from './demo/demo-data.ts';
import { signInAttempts, staffSessions, staffTokens, staffUsers } from './db/schema/auth.ts';
import { appointments } from './db/schema/booking.ts';
import { beauticians, salonSettings, services } from './db/schema/catalog.ts';
import { resetToDemo } from './demo/seed-demo.ts';
import { prepareDatabase } from './start-up.ts';

const NOW = new Date('2026-11-23T08:00:00Z');
const ADMIN = { email: 'owner@salon.example', password: 'owner-password' };
/** README command 1 (no NODE_ENV): the demo salon. */
const DEMO = { demoData: true };
/** NODE_ENV=production: a live salon. */
const LIVE = { demoData: false };

describe('first start: staff accounts', () => {
  // Each test starts on a fresh database, as a first start does, and no app runs on it: no suite app (salonAppForSuite).
  let database: TestDatabase;
  afterEach(() => database.destroy());

  const accounts = () => database.handle.db.select().from(staffUsers).orderBy(asc(staffUsers.email));

  it('gives a fresh demo database the demo account, whose published password works', async () => {
    database = await createTestDatabase('pglite');
    expect(await prepareDatabase(database.handle, NOW, DEMO)).toEqual({
      seeded: true,
      demoStaff: true,
      adminCreated: false,
      firstRunCode: undefined,
    });
    const [demo, ...others] = await accounts();
    expect(others).toEqual([]);
    expect(demo).toMatchObject({ name: DEMO_STAFF.name, email: DEMO_STAFF.email });
    expect(await verifyPassword(demo!.passwordHash, DEMO_STAFF.password)).toBe(true);
  });

  it('creates the ADMIN_EMAIL account instead of the demo one, once only', async () => {
    database = await createTestDatabase('pglite');
    expect(await prepareDatabase(database.handle, NOW, { ...DEMO, admin: ADMIN })).toEqual({
      seeded: true,
      demoStaff: false,
      adminCreated: true,
      firstRunCode: undefined,
    });
    // A later start with other values changes nothing: the variables only open an empty house.
    const later = await prepareDatabase(database.handle, NOW, {
      ...DEMO,
      admin: { email: 'someone@else.example', password: 'another-one' },
    });
    expect(later).toEqual({ seeded: false, demoStaff: false, adminCreated: false, firstRunCode: undefined });

    const rows = await accounts();
    expect(rows.map((r) => r.email)).toEqual([ADMIN.email]);
    expect(await verifyPassword(rows[0]!.passwordHash, ADMIN.password)).toBe(true);
  });

  it('leaves existing accounts alone when ADMIN_EMAIL is set later', async () => {
    database = await createTestDatabase('pglite');
    await givenStaff(database.handle.db, { email: 'first@salon.example' });
    expect((await prepareDatabase(database.handle, NOW, { ...DEMO, admin: ADMIN })).adminCreated).toBe(false);
    expect((await accounts()).map((r) => r.email)).toEqual(['first@salon.example']);
  });

  it('gives a live salon a blank salon, no demo account and a first-run code instead of a published password', async () => {
    database = await createTestDatabase('pglite');
    const { db } = database.handle;
    const first = await prepareDatabase(database.handle, NOW, LIVE);
    expect(first).toMatchObject({
      seeded: false,
      demoStaff: false,
      adminCreated: false,
      firstRunCode: expect.stringMatching(/^\w{4}-\w{4}-\w{4}$/),
    });
    expect(await accounts()).toEqual([]);
    expect(await db.select().from(appointments)).toEqual([]);
    expect(await db.select().from(services)).toEqual([]);
    expect(await db.select().from(beauticians)).toEqual([]);
    expect(await db.select({ name: salonSettings.name }).from(salonSettings)).toEqual([{ name: 'Beauty Salon' }]);
    // Each start while there is still no account prints a code of its own; both open the page until it is used.
    const second = await prepareDatabase(database.handle, NOW, LIVE);
    expect(second.firstRunCode).not.toBe(first.firstRunCode);
    expect(await db.select().from(staffTokens)).toHaveLength(2);
  });

  it('gives a live salon started with ADMIN_EMAIL that account and no first-run code', async () => {
    database = await createTestDatabase('pglite');
    expect(await prepareDatabase(database.handle, NOW, { ...LIVE, admin: ADMIN })).toEqual({
      seeded: false,
      demoStaff: false,
      adminCreated: true,
      firstRunCode: undefined,
    });
    expect((await accounts()).map((r) => r.email)).toEqual([ADMIN.email]);
    expect(await database.handle.db.select().from(appointments)).toEqual([]);
  });

  it('resetting to the demo removes every account, session and sign-in attempt but the demo account', async () => {
    database = await createTestDatabase('pglite');
    const { db } = database.handle;
    const staff = await givenStaff(db);
    await db.insert(staffSessions).values({ tokenHash: hashToken('t'), userId: staff.id, expiresAt: NOW });
    await db.insert(signInAttempts).values({ key: `email:${staff.email}` });

    await resetToDemo(db, NOW);
    expect((await accounts()).map((r) => r.email)).toEqual([DEMO_STAFF.email]);
    expect(await db.select().from(staffSessions)).toEqual([]);
    expect(await db.select().from(signInAttempts)).toEqual([]);
  });
});
