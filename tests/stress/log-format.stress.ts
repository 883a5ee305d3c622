import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '../../src/server/demo/demo-data.ts';
import { startApp, stopApp, type AppProcess } from '../support/app-process.ts';

/** README command 1 as a newcomer runs it (no NODE_ENV), or a live salon; LOG_FORMAT left to its default by mode. */
const DEMO = { NODE_ENV: '', LOG_FORMAT: '', LOG_LEVEL: 'info' };
const LIVE = { NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1', LOG_FORMAT: '', LOG_LEVEL: 'info' };
/** A search by e-mail, as the Clients screen sends it: the term must not reach either log. */
const SEARCH = '/api/clients?q=jane%40example.com';

const isJsonObject = (line: string): boolean => {
  try {
    return typeof JSON.parse(line) === 'object';
  } catch {
    return false;
  }
};
const linesOf = (app: AppProcess) =>
  app
    .stdout()
    .split('\n')
    .filter((line) => line.trim() !== '');

/**
 * Issue 23: the demo printed a raw JSON line for every request, twice, so the demo account line scrolled away.
 * The demo writes one readable line per request; a live salon keeps JSON for its log collector.
 */
describe('what the built app prints', () => {
  let app: AppProcess | undefined;
  let dataDir: string | undefined;
  afterEach(async () => {
    if (app) await stopApp(app);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    app = undefined;
  });

  const start = async (env: Record<string, string>) => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-log-'));
    app = await startApp({ dataDir, env });
    const started = app;
    for (const url of ['/api/services', '/api/services', SEARCH]) await fetch(`${started.baseUrl}${url}`);
    // The lines travel through a pipe: wait for the last request's.
    await expect.poll(() => started.stdout().includes('/api/clients?q='), { timeout: 5_000, interval: 20 }).toBe(true);
    return started;
  };

  it('the demo: one readable line per request (method, path, status, time), no JSON, and the demo account stays in sight', async () => {
    const demo = await start(DEMO);
    const lines = linesOf(demo);
    expect(lines.filter(isJsonObject)).toEqual([]);
    expect(demo.stdout()).not.toContain('incoming request');
    expect(lines.filter((line) => / GET \/api\/services 200 \d+ ms$/.test(line))).toHaveLength(2);
    expect(lines.filter((line) => / GET \/api\/clients\?q=\[redacted\] 401 \d+ ms$/.test(line))).toHaveLength(1);
    expect(lines).toContain(
      `Back office: ${demo.baseUrl.replace('127.0.0.1', 'localhost')}/admin  sign in as ${DEMO_STAFF.email} / ${DEMO_STAFF.password}`,
    );
    expect(demo.stdout()).not.toContain('jane');
  });

  it('a live salon: JSON lines with the redacted request, and the first-run code in plain words', async () => {
    const live = await start(LIVE);
    const lines = linesOf(live);
    const code = lines.filter((line) => line.startsWith('First start: open http://127.0.0.1/admin/setup and enter the one-time code '));
    expect(code).toHaveLength(1);
    const records = lines.filter((line) => !code.includes(line));
    expect(records.filter((line) => !isJsonObject(line))).toEqual([]);
    const searched = records.map((line) => JSON.parse(line)).filter((r) => r.req?.url?.startsWith('/api/clients'));
    expect(searched.length).toBeGreaterThan(0);
    expect(searched.map((r) => r.req.url)).toContain('/api/clients?q=[redacted]');
    expect(live.stdout()).not.toContain('jane');
  });
});
