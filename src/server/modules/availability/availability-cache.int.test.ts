import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { givenAppointment } from '../../../../tests/builders/appointment.builder.ts';
import { bookingRequest } from '../../../../tests/builders/booking.builder.ts';
import { givenDanaDoingFacials } from '../../../../tests/builders/scenario.builder.ts';
import { anotherProcess } from '../../../../tests/support/another-process.ts';
import { bookThroughApi } from '../../../../tests/support/book-through-api.ts';
import { describeOnPostgres, engines, type Engine } from '../../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { changeFeedOf } from '../../db/change-listener.ts';
import { appointments } from '../../db/schema/booking.ts';

// Monday 23 Nov 2026, 08:00 in London (GMT, so London = UTC); the slots below are on Friday 27 Nov.
const NOW = new Date('2026-11-23T08:00:00Z');
const FRIDAY = '2026-11-27';
const at = (time: string) => `${FRIDAY}T${time}:00Z`;

/** A suite's app at NOW on Dana's salon, with a second "process" writing to its database (`other`). */
function danasSalonForSuite(engine: Engine) {
  const s = salonAppForSuite(engine, NOW, {
    given: async (t) => ({ other: anotherProcess(t.db), ...(await givenDanaDoingFacials(t.db)) }),
    signIn: false,
  });
  /** Dana's facial starts offered on `date`, as London HH:mm (GMT in November). */
  const startsOn = async (date: string) => {
    const res = await s.app.inject({ url: `/api/slots?serviceId=${s.facial}&variantName=Standard&beauticianId=${s.dana}&date=${date}` });
    expect(res.statusCode).toBe(200);
    return (res.json().slots as { startISO: string }[]).map((slot) => slot.startISO.slice(11, 16));
  };
  return Object.assign(s, { startsOn });
}

describe.each(engines)('cached availability: appointments from memory, right after every change (%s)', (engine) => {
  const s = danasSalonForSuite(engine);
  const fridayStarts = () => s.startsOn(FRIDAY);
  const fullyBookedInNovember = async (forFacial = false) => {
    const service = forFacial ? `serviceId=${s.facial}&variantName=Standard&` : '';
    const res = await s.app.inject({ url: `/api/slots/fully-booked?${service}beauticianId=${s.dana}&year=2026&month=11` });
    expect(res.statusCode).toBe(200);
    return res.json().fullyBooked as string[];
  };
  const bookElsewhere = (time: string, status: 'confirmed' | 'reserved_unpaid' = 'confirmed') =>
    givenAppointment(s.other, { beauticianId: s.dana, serviceId: s.facial, start: at(time), status });

  it("another process's booking shows on the slots and month reads once its notification arrives", async () => {
    await expect.poll(() => changeFeedOf(s.db)?.generation()).toBeDefined();
    expect(await fridayStarts()).toContain('10:00');
    expect(await fullyBookedInNovember()).not.toContain(FRIDAY);
    await bookElsewhere('10:00');
    await expect.poll(fridayStarts).not.toContain('10:00');

    // Fill the rest of Friday from the other process: the month read (cached too) follows.
    for (const time of ['09:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']) await bookElsewhere(time);
    await expect.poll(fullyBookedInNovember).toContain(FRIDAY);
    expect(await fridayStarts()).toEqual([]);
  });

  it('an unpaid hold frees its slot when its time is up, with nothing written', async () => {
    await s.other.delete(appointments).where(eq(appointments.startAt, new Date(at('13:00'))));
    await expect.poll(fridayStarts).toEqual(['13:00']);
    const hold = await bookElsewhere('13:00', 'reserved_unpaid');
    await s.other
      .update(appointments)
      .set({ holdExpiresAt: new Date(NOW.getTime() + 10 * 60_000) })
      .where(eq(appointments.id, hold));
    await expect.poll(fridayStarts).toEqual([]);
    expect(await fullyBookedInNovember()).toContain(FRIDAY);

    s.setNow(new Date(NOW.getTime() + 11 * 60_000));
    expect(await fridayStarts()).toEqual(['13:00']);
    expect(await fullyBookedInNovember()).not.toContain(FRIDAY);
    s.setNow(NOW);
  });

  // Today is Monday; the salon's notice is two hours, so at 08:00 the first start offered is 10:00.
  const TODAY = '2026-11-23';
  const todayStarts = () => s.startsOn(TODAY);
  const londonTime = (time: string) => new Date(`${TODAY}T${time}:00Z`);

  it('a remembered answer loses each start as the clock brings it inside the minimum notice', async () => {
    const atEight = await todayStarts();
    expect(atEight[0]).toBe('10:00');
    expect(await todayStarts()).toEqual(atEight);
    s.setNow(londonTime('08:01'));
    expect(await todayStarts()).toEqual(atEight.filter((start) => start !== '10:00'));
    s.setNow(NOW);
    expect(await todayStarts()).toEqual(atEight);
  });

  it('a remembered month marks today fully booked as soon as its last start comes inside the notice', async () => {
    s.setNow(londonTime('13:55'));
    expect(await todayStarts()).toEqual(['16:00']);
    expect(await fullyBookedInNovember(true)).not.toContain(TODAY);
    s.setNow(londonTime('14:01'));
    expect(await fullyBookedInNovember(true)).toContain(TODAY);
    s.setNow(NOW);
    expect(await fullyBookedInNovember(true)).not.toContain(TODAY);
  });

  it('a refused booking attempt leaves the caches warm; an accepted one shows on the next read', async () => {
    await s.other.delete(appointments).where(eq(appointments.startAt, new Date(at('16:00'))));
    await expect.poll(fridayStarts).toEqual(['16:00']);
    const feed = changeFeedOf(s.db)!;
    const before = feed.generation();
    const taken = await s.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: bookingRequest({ serviceId: s.facial, beauticianId: s.dana, startISO: at('14:00') }),
    });
    expect(taken.statusCode).toBe(409);
    expect(feed.generation()).toBe(before);

    await bookThroughApi(s.app, { serviceId: s.facial, beauticianId: s.dana, startISO: at('16:00') });
    expect(await fridayStarts()).toEqual([]);
  });

  it('its own booking leaves the days it remembers, shown at once; any other change still makes it forget them', async () => {
    await s.other.delete(appointments).where(eq(appointments.startAt, new Date(at('09:00'))));
    await expect.poll(fridayStarts).toContain('09:00');
    expect(await s.startsOn('2026-11-26')).toContain('10:00');
    const feed = changeFeedOf(s.db)!;
    const [generation, since] = [feed.generation()!, feed.busyRowsSince()];

    await bookThroughApi(s.app, { serviceId: s.facial, beauticianId: s.dana, startISO: at('09:00') });
    expect(await fridayStarts()).not.toContain('09:00');
    // Put in by the booking, then heard of in its own notification (before or after its answer): two generations in
    // which every day's answers are worked out again, and no day's appointments are read again.
    await expect.poll(() => feed.generation()).toBe(generation + 2);
    expect(feed.busyRowsSince()).toBe(since);

    await givenAppointment(s.other, { beauticianId: s.dana, serviceId: s.facial, start: '2026-11-26T10:00:00Z' });
    await expect.poll(() => feed.busyRowsSince()).toBeGreaterThan(since);
    expect(await s.startsOn('2026-11-26')).not.toContain('10:00');
  });

  it('with its listener stopped the app reads the database on every request, so changes show at once', async () => {
    await changeFeedOf(s.db)!.close();
    await s.other.delete(appointments).where(eq(appointments.startAt, new Date(at('15:00'))));
    expect(await fridayStarts()).toEqual(['15:00']);
    await bookElsewhere('15:00');
    expect(await fridayStarts()).toEqual([]);
  });
});

// Only a server connection can drop (PGlite runs in this process).
describeOnPostgres('cached availability when the listening connection drops (postgres)', () => {
  const s = danasSalonForSuite('postgres');
  const fridayStarts = () => s.startsOn(FRIDAY);
  const listening = () => changeFeedOf(s.db)!.generation() !== undefined;

  it('falls back to reading while the listener is gone, and caches again once it is back', async () => {
    await expect.poll(listening).toBe(true);
    expect(await fridayStarts()).toContain('10:00');
    await s.other.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'LISTEN salon_cache'`,
    );
    await expect.poll(listening).toBe(false);

    await givenAppointment(s.other, { beauticianId: s.dana, serviceId: s.facial, start: at('10:00') });
    expect(await fridayStarts()).not.toContain('10:00');

    await expect.poll(listening, { timeout: 5000 }).toBe(true);
    expect(await fridayStarts()).toContain('12:00');
    await givenAppointment(s.other, { beauticianId: s.dana, serviceId: s.facial, start: at('12:00') });
    await expect.poll(fridayStarts).not.toContain('12:00');
  });
});
