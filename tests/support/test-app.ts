import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import type { Database } from '../../src/server/db/client.ts';
import type { PaymentProvider } from '../../src/server/payments/payment-provider.ts';
import { createTestDatabase, type Engine } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /** moves the app's clock; API tests pin "now" so dates and notice rules are deterministic */
  setNow(instant: Date): void;
  /** where this app stores uploaded images (a temporary directory of its own) */
  uploadsDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** a payment provider of the test's own (a Stripe client on a local fake, a failing one); offline by default */
  paymentProvider?: PaymentProvider;
}

export async function createTestApp(engine: Engine, now: Date, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase(engine);
  let current = now;
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-uploads-'));
  const app = await buildApp({
    config: { logLevel: 'silent', webDistDir: undefined, publicUrl: 'http://localhost:3000', session: { idleHours: 12, maxDays: 7 }, uploadsDir },
    database: database.handle,
    clock: () => current,
    ...(options.paymentProvider ? { paymentProvider: options.paymentProvider } : {}),
  });
  return {
    app,
    db: database.handle.db,
    uploadsDir,
    setNow: (instant) => {
      current = instant;
    },
    async close() {
      await app.close();
      await database.destroy();
      fs.rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}
