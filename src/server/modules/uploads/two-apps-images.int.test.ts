import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenBeautician, givenService } from '../../../../tests/builders/catalog.builder.ts';
import { givenSalon } from '../../../../tests/builders/salon.builder.ts';
import { jpegWithGps, pngImage } from '../../../../tests/builders/image.builder.ts';
import { anotherProcess } from '../../../../tests/support/another-process.ts';
import { multipartFile } from '../../../../tests/support/multipart.ts';
import { signInAsStaff } from '../../../../tests/support/staff-session.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';

const NOW = new Date('2026-11-23T08:00:00Z');

// Issue 14: with images on one machine's disk, a second app process on the same database showed them broken.
describe.each(engines)('two app processes on one database see the same images (%s)', (engine) => {
  let a: TestApp;
  let b: TestApp;
  let secondHandle: DatabaseHandle;
  let cookie: string;
  let manicure: string;

  beforeAll(async () => {
    a = await createTestApp(engine, NOW);
    // PostgreSQL: connections of its own, as another machine would have; PGlite: a second Database object.
    secondHandle = a.database.url
      ? await openDatabase({ databaseUrl: a.database.url, poolSize: 5 })
      : { ...a.database.handle, db: anotherProcess(a.db), close: async () => {} };
    b = await createTestApp(engine, NOW, { database: secondHandle });
    await givenSalon(a.db);
    manicure = await givenService(a.db, { name: 'Gel Manicure', primaryBeauticianId: await givenBeautician(a.db) });
    cookie = await signInAsStaff(a.app, a.db);
  });
  afterAll(async () => {
    await b?.close();
    await secondHandle?.close();
    await a?.close();
  });

  const upload = async (t: TestApp, data: Buffer) => {
    const { payload, headers } = multipartFile({ filename: 'photo.jpg', contentType: 'image/jpeg', data });
    const res = await t.app.inject({ method: 'POST', url: `/api/services/${manicure}/upload-image`, payload, headers: { ...headers, cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().imageUrl as string;
  };

  it('an image uploaded through one is served byte for byte by the other', async () => {
    const url = await upload(a, await jpegWithGps());
    const [fromA, fromB] = [await a.app.inject({ url }), await b.app.inject({ url })];
    expect([fromA.statusCode, fromB.statusCode]).toEqual([200, 200]);
    expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
    expect(fromB.headers.etag).toBe(fromA.headers.etag);
  });

  it('an image replaced through the other is gone from both', async () => {
    const first = (await b.app.inject({ url: `/api/services/${manicure}` })).json().imageUrl as string;
    const second = await upload(b, await pngImage());
    expect((await a.app.inject({ url: `/api/services/${manicure}` })).json().imageUrl).toBe(second);
    expect((await a.app.inject({ url: second })).statusCode).toBe(200);
    expect([(await a.app.inject({ url: first })).statusCode, (await b.app.inject({ url: first })).statusCode]).toEqual([404, 404]);
  });
});
