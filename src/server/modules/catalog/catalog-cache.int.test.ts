import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingRequest } from '../../../../tests/builders/booking.builder.ts';
import { givenDanaDoingFacials } from '../../../../tests/builders/scenario.builder.ts';
import { anotherProcess } from '../../../../tests/support/another-process.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { beauticianHours, salonHours, salonSettings, services, serviceVariants } from '../../db/schema/catalog.ts';

// Monday 23 Nov 2026, 08:00 in London; the slots below are on Friday 27 Nov (GMT, so London = UTC).
const NOW = new Date('2026-11-23T08:00:00Z');
const FRIDAY = '2026-11-27';

describe.each(engines)('cached catalogue: ETags, and changes seen once notified (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, {
    given: async (t) => ({ other: anotherProcess(t.db), ...(await givenDanaDoingFacials(t.db)) }),
    signIn: false,
  });

  const get = (url: string, etag?: string) => s.app.inject({ url, headers: etag ? { 'if-none-match': etag } : {} });
  const fridayStarts = async () => {
    const res = await get(`/api/slots?serviceId=${s.facial}&variantName=Standard&beauticianId=${s.dana}&date=${FRIDAY}`);
    expect(res.statusCode).toBe(200);
    return (res.json().slots as { startISO: string }[]).map((s) => s.startISO.slice(11, 16));
  };

  it.each(['/api/salon', '/api/services'])('%s answers 304 with no body while the copy the client holds is current', async (url) => {
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await get(url, etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // A list of tags and a weak tag match too (RFC 9110 §13.1.2).
    expect((await get(url, `"something-else", W/${etag}`)).statusCode).toBe(304);
    expect((await get(url, '"something-else"')).statusCode).toBe(200);
  });

  it('GET /api/salon: a change made by another process gives a new body and a new ETag', async () => {
    const before = await get('/api/salon');
    await s.other.update(salonSettings).set({ name: 'Renamed Salon' });
    // Other processes hear of a change by notification, a moment after its commit.
    await expect.poll(async () => (await get('/api/salon', before.headers.etag as string)).statusCode).toBe(200);
    const after = await get('/api/salon', before.headers.etag as string);
    expect(after.json().name).toBe('Renamed Salon');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('GET /api/services: a change made by another process gives a new body and a new ETag', async () => {
    const before = await get('/api/services');
    await s.other.update(services).set({ name: 'Deluxe Facial' }).where(eq(services.id, s.facial));
    await expect.poll(async () => (await get('/api/services', before.headers.etag as string)).statusCode).toBe(200);
    const after = await get('/api/services', before.headers.etag as string);
    expect(after.json().map((s: { name: string }) => s.name)).toEqual(['Deluxe Facial']);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('a booking made through this app is visible on its very next slots read', async () => {
    expect(await fridayStarts()).toContain('10:00');
    const booked = await s.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: bookingRequest({ serviceId: s.facial, beauticianId: s.dana, startISO: `${FRIDAY}T10:00:00Z` }),
    });
    expect(booked.statusCode).toBe(201);
    const starts = await fridayStarts();
    expect(starts).not.toContain('10:00');
    expect(starts).not.toContain('09:15');
    expect(starts).toContain('11:00');
  });

  it("another process's change to the beautician's hours is visible on the slots read once notified", async () => {
    expect(await fridayStarts()).toContain('15:00');
    await s.other.update(beauticianHours).set({ end: '15:00' }).where(eq(beauticianHours.beauticianId, s.dana));
    await expect.poll(async () => (await fridayStarts()).at(-1)).toBe('14:00');
  });

  it("another process's change to the salon's opening hours is visible on the slots read once notified", async () => {
    await s.other.update(salonHours).set({ start: '12:00' });
    await expect.poll(async () => (await fridayStarts())[0]).toBe('12:00');
  });

  it("another process's change to the catalogue (a longer variant) is visible on the slots read once notified", async () => {
    await s.other.update(serviceVariants).set({ durationMin: 120 }).where(eq(serviceVariants.serviceId, s.facial));
    // Open 12:00–15:00 now: a two-hour facial starts at 13:00 at the latest.
    await expect.poll(async () => (await fridayStarts()).at(-1)).toBe('13:00');
  });
});
