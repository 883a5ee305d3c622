import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenAppointment } from '../../../../tests/builders/appointment.builder.ts';
import { givenBeautician, givenService } from '../../../../tests/builders/catalog.builder.ts';
import { givenSalon } from '../../../../tests/builders/salon.builder.ts';
import { anotherProcess } from '../../../../tests/support/another-process.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { changeFeedOf } from '../../db/change-listener.ts';
import type { Database } from '../../db/client.ts';
import { appointments } from '../../db/schema.ts';

// Monday 23 Nov 2026, 08:00 in London (GMT, so London = UTC); the slots below are on Friday 27 Nov.
const NOW = new Date('2026-11-23T08:00:00Z');
const FRIDAY = '2026-11-27';
const at = (time: string) => `${FRIDAY}T${time}:00Z`;

describe.each(engines)('cached availability: appointments from memory, right after every change (%s)', (engine) => {
  let t: TestApp;
  let other: Database;
  let dana: string;
  let facial: string;

  beforeAll(async () => {
    t = await createTestApp(engine, NOW);
    other = anotherProcess(t.db);
    await givenSalon(t.db); // every day 09:00–17:00
    dana = await givenBeautician(t.db, { name: 'Dana' });
    facial = await givenService(t.db, { name: 'Facial', primaryBeauticianId: dana, variants: [{ name: 'Standard', durationMin: 60 }] });
  });
  afterAll(() => t.close());

  const fridayStarts = async () => {
    const res = await t.app.inject({ url: `/api/slots?serviceId=${facial}&variantName=Standard&beauticianId=${dana}&date=${FRIDAY}` });
    expect(res.statusCode).toBe(200);
    return (res.json().slots as { startISO: string }[]).map((s) => s.startISO.slice(11, 16));
  };
  const fullyBookedInNovember = async () => {
    const res = await t.app.inject({ url: `/api/slots/fully-booked?beauticianId=${dana}&year=2026&month=11` });
    expect(res.statusCode).toBe(200);
    return res.json().fullyBooked as string[];
  };
  const bookElsewhere = (time: string, status: 'confirmed' | 'reserved_unpaid' = 'confirmed') =>
    givenAppointment(other, { beauticianId: dana, serviceId: facial, start: at(time), status });

  it("another process's booking shows on the slots and month reads once its notification arrives", async () => {
    await expect.poll(() => changeFeedOf(t.db)?.generation()).toBeDefined();
    expect(await fridayStarts()).toContain('10:00');
    expect(await fullyBookedInNovember()).not.toContain(FRIDAY);
    await bookElsewhere('10:00');
    await expect.poll(fridayStarts).not.toContain('10:00');

    // Fill the rest of Friday from the other process: the month read (cached too) follows.
    for (const time of ['09:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']) await bookElsewhere(time);
    await expect.poll(fullyBookedInNovember).toContain(FRIDAY);
    expect(await fridayStarts()).toEqual([]);
  });

  it("an unpaid hold frees its slot when its time is up, with nothing written", async () => {
    await other.delete(appointments).where(eq(appointments.startAt, new Date(at('13:00'))));
    await expect.poll(fridayStarts).toEqual(['13:00']);
    const hold = await bookElsewhere('13:00', 'reserved_unpaid');
    await other.update(appointments).set({ holdExpiresAt: new Date(NOW.getTime() + 10 * 60_000) }).where(eq(appointments.id, hold));
    await expect.poll(fridayStarts).toEqual([]);
    expect(await fullyBookedInNovember()).toContain(FRIDAY);

    t.setNow(new Date(NOW.getTime() + 11 * 60_000));
    expect(await fridayStarts()).toEqual(['13:00']);
    expect(await fullyBookedInNovember()).not.toContain(FRIDAY);
    t.setNow(NOW);
  });

  it('with its listener stopped the app reads the database on every request, so changes show at once', async () => {
    await changeFeedOf(t.db)!.close();
    await other.delete(appointments).where(eq(appointments.startAt, new Date(at('15:00'))));
    expect(await fridayStarts()).toEqual(['15:00']);
    await bookElsewhere('15:00');
    expect(await fridayStarts()).toEqual([]);
  });
});

// Only a server connection can drop (PGlite runs in this process).
describe.each(engines.filter((e) => e === 'postgres'))('cached availability when the listening connection drops (%s)', (engine) => {
  let t: TestApp;
  let other: Database;
  let dana: string;
  let facial: string;

  beforeAll(async () => {
    t = await createTestApp(engine, NOW);
    other = anotherProcess(t.db);
    await givenSalon(t.db);
    dana = await givenBeautician(t.db, { name: 'Dana' });
    facial = await givenService(t.db, { name: 'Facial', primaryBeauticianId: dana, variants: [{ name: 'Standard', durationMin: 60 }] });
  });
  afterAll(() => t.close());

  const fridayStarts = async () => {
    const res = await t.app.inject({ url: `/api/slots?serviceId=${facial}&variantName=Standard&beauticianId=${dana}&date=${FRIDAY}` });
    return (res.json().slots as { startISO: string }[]).map((s) => s.startISO.slice(11, 16));
  };
  const listening = () => changeFeedOf(t.db)!.generation() !== undefined;

  it('falls back to reading while the listener is gone, and caches again once it is back', async () => {
    await expect.poll(listening).toBe(true);
    expect(await fridayStarts()).toContain('10:00');
    await other.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'LISTEN salon_cache'`);
    await expect.poll(listening).toBe(false);

    await givenAppointment(other, { beauticianId: dana, serviceId: facial, start: at('10:00') });
    expect(await fridayStarts()).not.toContain('10:00');

    await expect.poll(listening, { timeout: 5000 }).toBe(true);
    expect(await fridayStarts()).toContain('12:00');
    await givenAppointment(other, { beauticianId: dana, serviceId: facial, start: at('12:00') });
    await expect.poll(fridayStarts).not.toContain('12:00');
  });
});
