import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenBeautician, givenService } from '../../../tests/builders/catalog.builder.ts';
import { givenSalon } from '../../../tests/builders/salon.builder.ts';
import { signInAsStaff } from '../../../tests/support/staff-session.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { dashboardFirstRequests } from '../../core/dashboard-first-view.ts';
import { engines } from '../../../tests/support/test-database.ts';

const NOW = new Date('2026-11-23T08:00:00Z');
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Issue #8: compress answers of 1 KB and more; smaller ones are not worth the CPU.
const COMPRESS_THRESHOLD = 1024;
const HASHED_SCRIPT = '/assets/index-Bx3kQ9aZ.js';
/** A chunk the build wrote .br and .gz versions of (scripts/build/precompress.ts). */
const PRECOMPRESSED_SCRIPT = '/assets/dashboard-Qm4pL8sX.js';

/** What the dashboard opens with, beside the entry and the chunk the entry imports. */
const DASHBOARD_FILES = { shell: 'assets/admin-shell-Hs7yT2kE.js', format: 'assets/format-Fm3dK9wQ.js', css: 'assets/dashboard-Cs8vN1xR.css' };
const ENTRY_IMPORT = 'assets/client-Ck2mP5sL.js';

/** Vite's manifest of that build: the entry, the two admin routes the dashboard opens with, and what they import. */
function givenManifest() {
  return {
    'index.html': { file: HASHED_SCRIPT.slice(1), src: 'index.html', isEntry: true, imports: ['_client.js'], dynamicImports: ['routes/admin/dashboard.tsx'] },
    '_client.js': { file: ENTRY_IMPORT },
    '_format.js': { file: DASHBOARD_FILES.format, imports: ['_client.js'] },
    'routes/admin/admin-shell.tsx': { file: DASHBOARD_FILES.shell, isDynamicEntry: true, imports: ['index.html', '_client.js'] },
    'routes/admin/dashboard.tsx': { file: PRECOMPRESSED_SCRIPT.slice(1), isDynamicEntry: true, imports: ['index.html', '_format.js'], css: [DASHBOARD_FILES.css] },
    'routes/times.tsx': { file: 'assets/times-Tm4bW6cZ.js', isDynamicEntry: true, imports: ['index.html'] },
  };
}

/** A stand-in for Vite's output: what the server must cache and compress is decided by path, not content. */
function givenBuiltWebApp(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, 'images'));
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><html><head><script type="module" crossorigin src="${HASHED_SCRIPT}"></script></head><body><div id="root"></div></body></html>`);
  fs.writeFileSync(path.join(dir, HASHED_SCRIPT), `export const pages = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `page ${i}`))};\n`);
  fs.writeFileSync(path.join(dir, 'images', 'hero-fallback.webp'), Buffer.from('RIFF\0\0\0\0WEBPVP8 '));
  // Each version says which it is, so a test sees which file was sent, not just that something was compressed.
  const version = (name: string) => `export const sentFrom = '${name}'; // ${'calendar '.repeat(200)}\n`;
  fs.writeFileSync(path.join(dir, PRECOMPRESSED_SCRIPT), version('plain'));
  fs.writeFileSync(path.join(dir, `${PRECOMPRESSED_SCRIPT}.br`), brotliCompressSync(version('br')));
  fs.writeFileSync(path.join(dir, `${PRECOMPRESSED_SCRIPT}.gz`), gzipSync(version('gz')));
  for (const file of Object.values(DASHBOARD_FILES)) fs.writeFileSync(path.join(dir, file), '');
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(givenManifest()));
  return dir;
}

describe.each(engines)('the web app and API answers: caching and compression (%s)', (engine) => {
  let t: TestApp;
  let webDir: string;

  beforeAll(async () => {
    webDir = givenBuiltWebApp();
    t = await createTestApp(engine, NOW, { webDistDir: webDir });
    await givenSalon(t.db);
    const gina = await givenBeautician(t.db, { name: 'Gina' });
    for (const name of ['Gel Manicure', 'Pedicure', 'Brow Shape', 'Lash Lift', 'Balayage', 'Blow Dry']) {
      await givenService(t.db, { name, primaryBeauticianId: gina });
    }
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('caches hashed assets for a year as immutable', async () => {
    const res = await t.app.inject({ url: HASHED_SCRIPT });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it.each(['/', '/index.html', '/times', '/admin/appointments'])('revalidates the page at %s, so a deploy shows at once', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('keeps sending the page it started with when a build beside it replaces index.html and adds files', async () => {
    const before = await t.app.inject({ url: '/times' });
    const nextScript = '/assets/index-Nw7tR2pQ.js';
    fs.writeFileSync(path.join(webDir, nextScript), 'export {};\n');
    fs.writeFileSync(path.join(webDir, 'index.html'), `<!doctype html><html><body><script type="module" src="${nextScript}"></script></body></html>`);

    // Its routes were made from the files there at start-up, so the new page's script would be a 404 here.
    for (const url of ['/', '/times', '/index.html']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(before.body);
      expect(res.body).toContain(HASHED_SCRIPT);
    }
    expect((await t.app.inject({ url: HASHED_SCRIPT })).statusCode).toBe(200);
  });

  it('answers a revalidation of the page it sent with 304', async () => {
    const first = await t.app.inject({ url: '/' });
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ url: '/checkout', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('caches unhashed files (the stock images) for an hour only', async () => {
    const res = await t.app.inject({ url: '/images/hero-fallback.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends an API answer of 1 KB or more gzip- or brotli-compressed when the client accepts it', async () => {
    const plain = await t.app.inject({ url: '/api/services' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(COMPRESS_THRESHOLD);

    const gzip = await t.app.inject({ url: '/api/services', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());

    const brotli = await t.app.inject({ url: '/api/services', headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('leaves a small API answer uncompressed', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('compresses the scripts too', async () => {
    const res = await t.app.inject({ url: HASHED_SCRIPT, headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString('utf8')).toContain('page 199');
  });

  it('sends the build\'s precompressed version of an asset as it is, with the asset\'s type and caching', async () => {
    const brotli = await t.app.inject({ url: PRECOMPRESSED_SCRIPT, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(brotli.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload).toEqual(fs.readFileSync(path.join(webDir, `${PRECOMPRESSED_SCRIPT}.br`)));
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toContain("sentFrom = 'br'");

    const gzip = await t.app.inject({ url: PRECOMPRESSED_SCRIPT, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toContain("sentFrom = 'gz'");

    const plain = await t.app.inject({ url: PRECOMPRESSED_SCRIPT });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain("sentFrom = 'plain'");
  });

  it("names the dashboard's code in the page at /admin, for the browser to fetch beside the entry chunk", async () => {
    const res = await t.app.inject({ url: '/admin' });
    expect(res.statusCode).toBe(200);
    const preloaded = [...res.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(preloaded.toSorted()).toEqual([`/${DASHBOARD_FILES.shell}`, PRECOMPRESSED_SCRIPT, `/${DASHBOARD_FILES.format}`].toSorted());
    expect(res.body).toContain(`<link rel="preload" as="style" crossorigin href="/${DASHBOARD_FILES.css}">`);
    expect(res.body).toContain(`src="${HASHED_SCRIPT}"`);
    for (const file of preloaded) expect((await t.app.inject({ url: file! })).statusCode).toBe(200);

    // Its own ETag: a revalidation of the plain page must not answer 304 for this one.
    expect(res.headers.etag).not.toBe((await t.app.inject({ url: '/' })).headers.etag);
    expect((await t.app.inject({ url: '/admin/', headers: { 'if-none-match': String(res.headers.etag) } })).statusCode).toBe(304);
  });

  it("names the dashboard's first data in the page at /admin for a signed-in visitor, the very URLs its code asks for", async () => {
    const cookie = await signInAsStaff(t.app, t.db);
    const res = await t.app.inject({ url: '/admin', headers: { cookie } });
    const fetched = [...res.body.matchAll(/<link rel="preload" as="fetch" crossorigin="anonymous" href="([^"]+)">/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
    expect(fetched).toEqual(dashboardFirstRequests(NOW).map((url) => `/api${url}`));
    // The modules are still named beside them, and each named URL answers the visitor.
    expect(res.body).toContain(`<link rel="modulepreload" crossorigin href="/${DASHBOARD_FILES.shell}">`);
    for (const url of fetched) expect((await t.app.inject({ url, headers: { cookie } })).statusCode).toBe(200);
    expect(res.headers.vary).toMatch(/cookie/i);

    // Signed out: the sign-in page comes instead, so nothing is fetched for nothing (a 401 in the console).
    const signedOut = await t.app.inject({ url: '/admin' });
    expect(signedOut.body).not.toContain('as="fetch"');
    expect(signedOut.headers.etag).not.toBe(res.headers.etag);
    // Other pages never name the data.
    expect((await t.app.inject({ url: '/admin/appointments', headers: { cookie } })).body).not.toContain('as="fetch"');
  });

  it.each(['/', '/times', '/admin/appointments'])('names no admin code in the page at %s', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.body).not.toContain('modulepreload');
    expect(res.body).not.toContain(DASHBOARD_FILES.css);
  });
});
