import { describe, expect, it } from 'vitest';
import { webpImage } from '../../../../tests/builders/image.builder.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { createUploadStorage } from './upload-storage.ts';

const NOW = new Date('2026-11-23T08:00:00Z');
const OWNER = '6f1c2a9e-8d3b-4c5e-9a7f-0b1d2e3f4a5b';

describe.each(engines)('images served from the database at /uploads/ (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, {
    given: async (t) => {
      const storage = createUploadStorage(t.db);
      const webp = await webpImage();
      return { storage, webp, url: await storage.save('services', OWNER, webp) };
    },
    signIn: false,
  });

  const get = (path: string, headers: Record<string, string> = {}) => s.app.inject({ url: path, headers });

  it('serves the stored bytes as image/webp (never recompressed), cached for a year, never sniffed, with a strong ETag', async () => {
    const res = await get(s.url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(s.webp)).toBe(true);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(s.webp.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(res.headers.etag).toMatch(/^"[^"]+"$/);
    expect((await get(s.url)).headers.etag).toBe(res.headers.etag);
  });

  it('answers 304 without the image to a browser that has it (its ETag in If-None-Match), 200 to one that has another', async () => {
    const { etag } = (await get(s.url)).headers as { etag: string };
    const revalidated = await get(s.url, { 'if-none-match': etag });
    expect([revalidated.statusCode, revalidated.rawPayload.length]).toEqual([304, 0]);
    expect(revalidated.headers).toMatchObject({ etag, 'cache-control': 'public, max-age=31536000, immutable' });
    expect((await get(s.url, { 'if-none-match': `"stale", W/${etag}` })).statusCode).toBe(304);
    const other = await s.storage.save('services', OWNER, s.webp);
    const changed = await get(other, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await s.app.inject({ method: 'HEAD', url: s.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({ 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable' });
    expect(res.rawPayload.length).toBe(0);
  });

  it('answers 404 in JSON for an image that is not there, or no longer is (a revalidation too), without a session', async () => {
    const missing = await get(`/uploads/services/${OWNER}-0000000000000000.webp`);
    expect([missing.statusCode, missing.json()]).toEqual([404, { error: 'Image not found', code: 'NOT_FOUND' }]);
    const gone = await s.storage.save('hero', 'salon', s.webp);
    const { etag } = (await get(gone)).headers as { etag: string };
    await s.storage.remove(gone);
    expect((await get(gone)).statusCode).toBe(404);
    expect((await get(gone, { 'if-none-match': etag })).statusCode).toBe(404);
  });

  it('answers 404 to odd paths (traversal, encoded slashes and dots, other folders), never a file or an error', async () => {
    const name = s.url.slice('/uploads/services/'.length);
    const odd = [
      '/uploads/../package.json',
      '/uploads/..%2Fpackage.json',
      '/uploads/%2e%2e/package.json',
      `/uploads/services%2F${name}`,
      `/uploads//services/${name}`,
      `/uploads/services/${name.replace('.webp', '%2Ewebp')}`,
      '/uploads/',
      '/uploads/services/',
      '/uploads/pglite/PG_VERSION',
      `/uploads/services/${'a'.repeat(5000)}.webp`,
    ];
    const answers = await Promise.all(odd.map(async (path) => [path, (await get(path)).statusCode]));
    expect(answers).toEqual(odd.map((path) => [path, 404]));
    for (const path of odd) expect((await get(path)).json().code, path).toBe('NOT_FOUND');
  });

  it('refuses a NUL in the path with the app’s 400 for NUL in any input (docs/decisions/0017)', async () => {
    const name = s.url.slice('/uploads/services/'.length);
    for (const path of [`/uploads/services/${name}%00`, `/uploads/services/%00${name}`]) {
      const res = await get(path);
      expect([res.statusCode, res.json().code], path).toEqual([400, 'VALIDATION_FAILED']);
    }
  });
});
