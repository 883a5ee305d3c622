import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { givenBeautician, givenService } from '../../../tests/builders/catalog.builder.ts';
import { givenSalon } from '../../../tests/builders/salon.builder.ts';
import { engines } from '../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../tests/support/salon-app.ts';

const NOW = new Date('2026-11-23T08:00:00Z');
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Issue #8: compress answers of 1 KB and more; smaller ones are not worth the CPU.
const COMPRESS_THRESHOLD = 1024;
const HASHED_SCRIPT = '/assets/index-Bx3kQ9aZ.js';
/** A chunk the build wrote .br and .gz versions of (scripts/build/precompress.ts). */
const PRECOMPRESSED_SCRIPT = '/assets/dashboard-Qm4pL8sX.js';

/** A stand-in for Vite's output: what the server must cache and compress is decided by path, not content. */
function givenBuiltWebApp(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, 'images'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><script type="module" crossorigin src="${HASHED_SCRIPT}"></script></head><body><div id="root"></div></body></html>`,
  );
  fs.writeFileSync(
    path.join(dir, HASHED_SCRIPT),
    `export const pages = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `page ${i}`))};\n`,
  );
  fs.writeFileSync(path.join(dir, 'images', 'hero-fallback.webp'), Buffer.from('RIFF\0\0\0\0WEBPVP8 '));
  // Each version says which it is, so a test sees which file was sent, not just that something was compressed.
  const version = (name: string) => `export const sentFrom = '${name}'; // ${'calendar '.repeat(200)}\n`;
  fs.writeFileSync(path.join(dir, PRECOMPRESSED_SCRIPT), version('plain'));
  fs.writeFileSync(path.join(dir, `${PRECOMPRESSED_SCRIPT}.br`), brotliCompressSync(version('br')));
  fs.writeFileSync(path.join(dir, `${PRECOMPRESSED_SCRIPT}.gz`), gzipSync(version('gz')));
  return dir;
}

describe.each(engines)('the web app and API answers: caching and compression (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, {
    webDist: givenBuiltWebApp,
    given: async (t) => {
      await givenSalon(t.db);
      const gina = await givenBeautician(t.db, { name: 'Gina' });
      for (const name of ['Gel Manicure', 'Pedicure', 'Brow Shape', 'Lash Lift', 'Balayage', 'Blow Dry']) {
        await givenService(t.db, { name, primaryBeauticianId: gina });
      }
    },
    signIn: false,
  });

  it('caches hashed assets for a year as immutable', async () => {
    const res = await s.app.inject({ url: HASHED_SCRIPT });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it.each(['/', '/index.html', '/times', '/admin/appointments'])('revalidates the page at %s, so a deploy shows at once', async (url) => {
    const res = await s.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('keeps sending the page it started with when a build beside it replaces index.html and adds files', async () => {
    const before = await s.app.inject({ url: '/times' });
    const nextScript = '/assets/index-Nw7tR2pQ.js';
    fs.writeFileSync(path.join(s.webDistDir, nextScript), 'export {};\n');
    fs.writeFileSync(
      path.join(s.webDistDir, 'index.html'),
      `<!doctype html><html><body><script type="module" src="${nextScript}"></script></body></html>`,
    );

    // Its routes were made from the files there at start-up, so the new page's script would be a 404 here.
    for (const url of ['/', '/times', '/index.html']) {
      const res = await s.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(before.body);
      expect(res.body).toContain(HASHED_SCRIPT);
    }
    expect((await s.app.inject({ url: HASHED_SCRIPT })).statusCode).toBe(200);
  });

  it('answers a revalidation of the page it sent with 304', async () => {
    const first = await s.app.inject({ url: '/' });
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await s.app.inject({ url: '/checkout', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('caches unhashed files (the stock images) for an hour only', async () => {
    const res = await s.app.inject({ url: '/images/hero-fallback.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends an API answer of 1 KB or more gzip- or brotli-compressed when the client accepts it', async () => {
    const plain = await s.app.inject({ url: '/api/services' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(COMPRESS_THRESHOLD);

    const gzip = await s.app.inject({ url: '/api/services', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());

    const brotli = await s.app.inject({ url: '/api/services', headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('leaves a small API answer uncompressed', async () => {
    const res = await s.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('compresses the scripts too', async () => {
    const res = await s.app.inject({ url: HASHED_SCRIPT, headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString('utf8')).toContain('page 199');
  });

  it("sends the build's precompressed version of an asset as it is, with the asset's type and caching", async () => {
    const brotli = await s.app.inject({ url: PRECOMPRESSED_SCRIPT, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(brotli.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload).toEqual(fs.readFileSync(path.join(s.webDistDir, `${PRECOMPRESSED_SCRIPT}.br`)));
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toContain("sentFrom = 'br'");

    const gzip = await s.app.inject({ url: PRECOMPRESSED_SCRIPT, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toContain("sentFrom = 'gz'");

    const plain = await s.app.inject({ url: PRECOMPRESSED_SCRIPT });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain("sentFrom = 'plain'");
  });
});
