import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startApp, stopApp } from '../../tests/support/app-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Starts the built app exactly as `npm start` runs it, on a free port with a fresh PGlite data directory,
 * so the browser tests see the demo salon a new clone shows (and its offline payment provider: no Stripe keys).
 */
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-e2e-'));
  // Every browser test books from 127.0.0.1: a limit far above what the specs do keeps it on without tripping it.
  const server = await startApp({ dataDir, env: { BOOKING_RATE_LIMIT_PER_MINUTE: '120' } });
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await stopApp(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
