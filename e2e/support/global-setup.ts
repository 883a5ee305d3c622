import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const SERVER_ENTRY = 'dist/node/server/main.js';

/**
 * Starts the built app exactly as `npm start` runs it, on a free port with a fresh PGlite data directory,
 * so the browser tests see the demo salon a new clone shows (and its offline payment provider: no Stripe keys).
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(SERVER_ENTRY) || !fs.existsSync('dist/web/index.html')) {
    throw new Error('The app is not built: run `npm run build` first (npm test does).');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-e2e-'));
  const port = await freePort();
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, server);
  project.provide('baseUrl', baseUrl);
  return async () => {
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('The server did not become healthy within 60 s');
}

async function stop(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (server.exitCode === null) server.kill('SIGKILL');
}
