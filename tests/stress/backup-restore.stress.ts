import { spawn } from 'node:child_process';
import path from 'node:path';
import { asc, count, eq, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client.ts';
import { appointments } from '../../src/server/db/schema/booking.ts';
import { salonSettings, services } from '../../src/server/db/schema/catalog.ts';
import { stopApp, type AppProcess } from '../support/app-process.ts';
import { book, distinctSlots } from './support/booking-client.ts';
import { reportFigures } from './support/figures.ts';
import { startStressApp } from './support/stress-app.ts';
import { createStressDatabase, ENGINES, type StressDatabase } from './support/stress-database.ts';
import { withStoredData } from './support/stored-data.ts';

/** `npm run db:backup|db:restore -- …` against this test's database, as an operator would run it. */
function runScript(
  database: StressDatabase,
  script: 'db:backup' | 'db:restore',
  args: string[],
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', script, '--', ...args], {
      env: { ...process.env, DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl ?? '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('close', (code) => resolve({ code: code ?? -1, output }));
  });
}

const snapshot = async (db: Database) => ({
  appointments: (await db.select({ n: count() }).from(appointments))[0]!.n,
  services: (await db.select({ n: count() }).from(services))[0]!.n,
  salon: (await db.select({ name: salonSettings.name }).from(salonSettings))[0]!.name,
  booked: await db
    .select({
      id: appointments.id,
      startAt: appointments.startAt,
      clientEmail: appointments.clientEmail,
      pricePence: appointments.pricePence,
      status: appointments.status,
    })
    .from(appointments)
    .where(like(appointments.clientEmail, '%@stress.example.co.uk'))
    .orderBy(asc(appointments.startAt)),
});

describe.each(ENGINES)('db:backup and db:restore round trip (%s)', (engine) => {
  let database: StressDatabase | undefined;
  let app: AppProcess | undefined;
  afterAll(async () => {
    if (app) await stopApp(app);
    await database?.destroy();
  });

  it('brings back exactly what was backed up, asks before replacing data, and the app starts on it', async () => {
    database = await createStressDatabase(engine);
    app = await startStressApp(database);
    const slots = await distinctSlots(app.baseUrl, 3);
    for (const [i, { target, startISO }] of slots.entries())
      expect((await book(app.baseUrl, target, startISO, 'pay_in_salon', `kept${i}`)).status).toBe(201);
    const backupFile = path.join(database.dataDir, `nightly${engine === 'pglite' ? '.tar.gz' : '.dump'}`);

    if (engine === 'pglite') {
      // PGlite cannot be read by a second process while the app has it open: the backup refuses and says why.
      const refused = await runScript(database, 'db:backup', ['--out', backupFile]);
      expect(refused).toMatchObject({ code: 1, output: expect.stringContaining('is in use by process') });
      await stopApp(app);
      app = undefined;
    }
    const original = await withStoredData(database, snapshot);
    const backup = await runScript(database, 'db:backup', ['--out', backupFile]);
    expect(backup).toMatchObject({ code: 0, output: expect.stringContaining(`to ${backupFile}`) });
    if (app) await stopApp(app);
    app = undefined;

    // Afterwards: bookings deleted, the salon renamed.
    await withStoredData(database, async (db) => {
      await db.delete(appointments).where(like(appointments.clientEmail, '%@stress.example.co.uk'));
      await db.update(salonSettings).set({ name: 'Renamed after the backup' }).where(eq(salonSettings.id, 1));
    });
    const changed = await withStoredData(database, snapshot);

    const unconfirmed = await runScript(database, 'db:restore', [backupFile]);
    expect(unconfirmed).toMatchObject({ code: 1, output: expect.stringContaining('Nothing was changed') });
    expect(await withStoredData(database, snapshot)).toEqual(changed);

    const restored = await runScript(database, 'db:restore', [backupFile, '--yes']);
    expect(restored).toMatchObject({ code: 0, output: expect.stringContaining(`Restored ${backupFile}`) });
    const after = await withStoredData(database, snapshot);
    expect(after).toEqual(original);

    app = await startStressApp(database);
    const shown = await fetch(`${app.baseUrl}/api/appointments/${original.booked[0]!.id}`);
    expect(shown.status).toBe(200);
    reportFigures(`backup round trip (${engine})`, {
      appointments: after.appointments,
      services: after.services,
      bookingsDeletedThenRestored: original.booked.length,
      lost: original.booked.length - after.booked.length,
    });
  });
});
