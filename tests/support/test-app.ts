import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import type { AppConfig } from '../../src/server/config.ts';
import type { Database, DatabaseHandle } from '../../src/server/db/client.ts';
import type { PaymentProvider } from '../../src/server/payments/payment-provider.ts';
import type { TextSender } from '../../src/server/sms/text-sender.ts';
import { createTestDatabase, type Engine, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /** the database itself, for what runs beside the app on it (pg-boss jobs, a second "process") */
  database: TestDatabase;
  /** moves the app's clock; API tests pin "now" so dates and notice rules are deterministic */
  setNow(instant: Date): void;
  /** the app's clock now (the suite's jobs read it too) */
  now(): Date;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** a payment provider of the test's own (a Stripe client on a local fake, a failing one); offline by default */
  paymentProvider?: PaymentProvider;
  /** a text provider of the test's own (our Twilio sender on a local fake); none by default */
  textSender?: TextSender;
  /** booking attempts per address per minute; off (0) unless a test is about the limit, as every inject comes from 127.0.0.1 */
  bookingRateLimitPerMinute?: number;
  /** false: a live salon with no provider set up (no online payment); true by default, like the demo */
  testPayments?: boolean;
  /** a live salon (NODE_ENV=production): no demo stand-ins; the demo by default */
  live?: boolean;
  /** Stripe keys the app is configured with (its startup and webhook read them) */
  stripe?: AppConfig['stripe'];
  /** captures log lines at `logLevel` (silent without a stream) */
  logStream?: { write(line: string): void };
  logLevel?: AppConfig['logLevel'];
  /** the address customers reach the site at; http://localhost:3000 by default */
  publicUrl?: string;
  /** a built web app to serve (a directory holding index.html); none by default, so the API alone answers */
  webDistDir?: string;
  /** called after a commit that queued e-mail (main.ts wires it to the mail job); nothing by default */
  notifyMail?: () => void;
  /**
   * the database the app runs on, made by the test (another app process's view of one, an older version's migrated
   * up) and destroyed with the app; a new, migrated, empty one by default
   */
  database?: TestDatabase;
  /** opens the connection the app uses (the test database's own by default; the outage test goes through a proxy) */
  appDatabase?: (database: TestDatabase) => Promise<DatabaseHandle>;
}

export async function createTestApp(engine: Engine, now: Date, options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase(engine));
  const handle = options.appDatabase ? await options.appDatabase(database) : database.handle;
  let current = now;
  const app = await buildApp({
    config: {
      logLevel: options.logStream ? (options.logLevel ?? 'info') : 'silent',
      webDistDir: options.webDistDir,
      publicUrl: options.publicUrl ?? 'http://localhost:3000',
      session: { idleHours: 12, maxDays: 7, passwordLinkHours: 72 },
      bookingRateLimitPerMinute: options.bookingRateLimitPerMinute ?? 0,
      stripe: options.stripe,
      // API tests run as the demo does (the offline provider) unless they choose a provider or a live salon's.
      testPayments: options.testPayments ?? true,
      live: options.live ?? false,
    },
    database: handle,
    clock: () => current,
    ...(options.paymentProvider ? { paymentProvider: options.paymentProvider } : {}),
    ...(options.textSender ? { textSender: options.textSender } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.notifyMail ? { notifyMail: options.notifyMail } : {}),
  });
  return {
    app,
    db: database.handle.db,
    database,
    setNow: (instant) => {
      current = instant;
    },
    now: () => current,
    async close() {
      await app.close();
      if (handle !== database.handle) await handle.close();
      await database.destroy();
    },
  };
}
