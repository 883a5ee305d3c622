import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appointments } from '../db/schema/booking.ts';
import { salonSettings, services } from '../db/schema/catalog.ts';
import { payments } from '../db/schema/checkout.ts';
import { jpegWithGps } from '../../../tests/builders/image.builder.ts';
import { bookingRequest } from '../../../tests/builders/booking.builder.ts';
import { multipartFile } from '../../../tests/support/multipart.ts';
import { salonAppForSuite } from '../../../tests/support/salon-app.ts';
import { engines } from '../../../tests/support/test-database.ts';

// Monday 23 Nov 2026, 08:00 in London; the test app's PUBLIC_URL is http://localhost:3000.
const NOW = new Date('2026-11-23T08:00:00Z');
const FOREIGN = { origin: 'https://evil.example' };
const OURS = { origin: 'http://localhost:3000' };
const CROSS_SITE = { error: 'Cross-site request refused', code: 'CROSS_SITE' };

/**
 * The same-origin check looks at the route a request reaches, not at how its path is spelt: the router decodes
 * `%61pi` to `api`, so a check on the raw URL let an encoded path through (issue 14). Spellings that do not
 * route are refused too: a state-changing request from another site is refused whatever it names.
 */
const SETTINGS_SPELLINGS = [
  '/%61pi/settings',
  '/api/%73ettings',
  '/%61%70%69/%73ettings',
  '/api//settings',
  '/api/settings/',
  '/API/settings',
  '/Api/Settings',
  '/api/settings?x=1',
];

describe.each(engines)('the same-origin check on odd spellings of a path (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW);

  const salonName = async () => (await s.db.select().from(salonSettings))[0]!.name;
  const renameSalon = (url: string, salonName: string, headers: Record<string, string>) => s.staff.patch(url, { salonName }, headers);
  const uploadImage = async (url: string, headers: Record<string, string>) => {
    const { payload, headers: multipart } = multipartFile({ filename: 'photo.jpg', contentType: 'image/jpeg', data: await jpegWithGps() });
    return s.staff.post(url, payload, { ...multipart, ...headers });
  };
  const imageOf = async (id: string) => (await s.db.select().from(services).where(eq(services.id, id)))[0]!.imageUrl;

  it.each(SETTINGS_SPELLINGS)('refuses PATCH %s from another site and changes nothing', async (url) => {
    const before = await salonName();
    const res = await renameSalon(url, 'Forged Salon', FOREIGN);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toEqual(CROSS_SITE);
    expect(await salonName()).toBe(before);
  });

  it('refuses an encoded Sec-Fetch-Site cross-site request too', async () => {
    const res = await renameSalon('/%61pi/settings', 'Forged Salon', { 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect(await salonName()).not.toBe('Forged Salon');
  });

  it('refuses a multipart upload to an encoded path from another site, and stores no image', async () => {
    const res = await uploadImage(`/%61pi/services/${s.cut}/upload-image`, FOREIGN);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toEqual(CROSS_SITE);
    expect(await imageOf(s.cut)).toBeNull();
  });

  it('still takes the same calls from our own pages, however the path is spelt', async () => {
    expect((await renameSalon('/%61pi/settings', 'Renamed Here', OURS)).statusCode).toBe(200);
    expect(await salonName()).toBe('Renamed Here');
    expect((await uploadImage(`/%61pi/services/${s.cut}/upload-image`, OURS)).statusCode).toBe(200);
    expect(await imageOf(s.cut)).not.toBeNull();
  });

  describe('the offline payment page, outside /api', () => {
    const holdWithSession = async (hour: number) => {
      const startISO = new Date(Date.UTC(2026, 10, 25, hour)).toISOString();
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/checkout/create-session',
        payload: bookingRequest({ serviceId: s.cut, beauticianId: s.alice, startISO, mode: 'pay_now' }),
      });
      const sessionId = (res.json().url as string).replace('/pay/', '');
      const [payment] = await s.db.select().from(payments).where(eq(payments.sessionId, sessionId));
      return { sessionId, appointmentId: payment!.appointmentId };
    };
    const statusOf = async (id: string) => (await s.db.select().from(appointments).where(eq(appointments.id, id)))[0]!.status;
    const pay = (url: string, headers: Record<string, string>) =>
      s.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: '' });

    it('refuses Pay posted from another site (plain and encoded), and the hold stays unpaid', async () => {
      const { sessionId, appointmentId } = await holdWithSession(10);
      for (const url of [`/pay/${sessionId}`, `/p%61y/${sessionId}`]) {
        const res = await pay(url, FOREIGN);
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toEqual(CROSS_SITE);
      }
      expect(await statusOf(appointmentId)).toBe('reserved_unpaid');
    });

    it('takes Pay from its own form, whose page makes the browser name our origin', async () => {
      const { sessionId, appointmentId } = await holdWithSession(11);
      expect((await s.app.inject({ url: `/pay/${sessionId}` })).headers['referrer-policy']).toBe('same-origin');
      const res = await pay(`/pay/${sessionId}`, { ...OURS, 'sec-fetch-site': 'same-origin' });
      expect(res.statusCode).toBe(303);
      expect(await statusOf(appointmentId)).toBe('confirmed');
    });

    // A form on a no-referrer page posts `Origin: null` (Fetch standard); so does a sandboxed frame on another site.
    it('takes `Origin: null` only when the browser says the request is same-origin', async () => {
      const { sessionId, appointmentId } = await holdWithSession(12);
      for (const site of [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, {}] as Array<Record<string, string>>) {
        expect((await pay(`/pay/${sessionId}`, { origin: 'null', ...site })).statusCode, JSON.stringify(site)).toBe(403);
      }
      expect(await statusOf(appointmentId)).toBe('reserved_unpaid');
      expect((await pay(`/pay/${sessionId}`, { origin: 'null', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(303);
      expect(await statusOf(appointmentId)).toBe('confirmed');
    });
  });
});
