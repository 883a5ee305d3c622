import { describe, expect, it } from 'vitest';
import { givenBeautician, givenService } from '../../../../tests/builders/catalog.builder.ts';
import { givenSalon } from '../../../../tests/builders/salon.builder.ts';
import { jpegWithGps, pngImage } from '../../../../tests/builders/image.builder.ts';
import { multipartFile } from '../../../../tests/support/multipart.ts';
import { type TestApp } from '../../../../tests/support/test-app.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';

const NOW = new Date('2026-11-23T08:00:00Z');

// Issue 14: with images on one machine's disk, a second app process on the same database showed them broken.
describe.each(engines)('two app processes on one database see the same images (%s)', (engine) => {
  // A is the suite's app; B, its second, another app process on the same database.
  const s = salonAppForSuite(engine, NOW, {
    given: async (t) => {
      await givenSalon(t.db);
      return { manicure: await givenService(t.db, { name: 'Gel Manicure', primaryBeauticianId: await givenBeautician(t.db) }) };
    },
    secondApp: true,
  });

  const upload = async (t: TestApp, data: Buffer) => {
    const { payload, headers } = multipartFile({ filename: 'photo.jpg', contentType: 'image/jpeg', data });
    const res = await s.as(s.cookie, t).post(`/api/services/${s.manicure}/upload-image`, payload, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().imageUrl as string;
  };

  it('an image uploaded through one is served byte for byte by the other', async () => {
    const url = await upload(s, await jpegWithGps());
    const [fromA, fromB] = [await s.app.inject({ url }), await s.second.app.inject({ url })];
    expect([fromA.statusCode, fromB.statusCode]).toEqual([200, 200]);
    expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
    expect(fromB.headers.etag).toBe(fromA.headers.etag);
  });

  it('an image replaced through the other is gone from both', async () => {
    const first = (await s.second.app.inject({ url: `/api/services/${s.manicure}` })).json().imageUrl as string;
    const second = await upload(s.second, await pngImage());
    expect((await s.app.inject({ url: `/api/services/${s.manicure}` })).json().imageUrl).toBe(second);
    expect((await s.app.inject({ url: second })).statusCode).toBe(200);
    expect([(await s.app.inject({ url: first })).statusCode, (await s.second.app.inject({ url: first })).statusCode]).toEqual([404, 404]);
  });
});
