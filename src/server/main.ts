import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type AppConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DatabaseInUseError } from './db/pglite-lock.ts';
import { DEMO_STAFF } from './demo/demo-data.ts';
import { prepareDatabase } from './start-up.ts';
import { startJobs } from './jobs/start-jobs.ts';
import { createSmtpMailer } from './mail/mailer.ts';
import { createPaymentProvider } from './payments/create-provider.ts';
import { createTwilioSender } from './sms/text-sender.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';
import type { FastifyBaseLogger } from 'fastify';
import { importUploadFiles } from './modules/uploads/import-upload-files.ts';

/** Reads the config, prepares the database, listens, and shuts down cleanly on SIGTERM/SIGINT. */
async function main(config: AppConfig): Promise<void> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.pgliteDir,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
  });
  const { seeded, demoStaff, adminCreated, firstRunCode } = await prepareDatabase(database, new Date(), {
    admin: config.admin,
    demoData: config.demoData,
  });
  const importedImages = await importUploadFiles(database.db, config.uploadsDir);
  const paymentProvider = createPaymentProvider(config);
  const textSender = config.twilio ? createTwilioSender({ ...config.twilio, publicUrl: config.publicUrl }) : undefined;
  // The app is built before the jobs start; a booking in between is sent by the mail job's first sweep.
  let nudgeMail = () => {};
  const app = await buildApp({ config, database, paymentProvider, textSender, notifyMail: () => nudgeMail() });
  const mailer = config.smtp ? createSmtpMailer(config.smtp) : undefined;
  const jobs = await startJobs(database, {
    provider: paymentProvider,
    clock: () => new Date(),
    log: app.log,
    mail: { mailer, texts: textSender, publicUrl: config.publicUrl },
  });
  nudgeMail = jobs.nudgeMail;
  if (seeded) app.log.info('empty database: loaded the demo salon');
  warnAboutDemoSettings(app.log, config, paymentProvider);
  if (importedImages > 0)
    app.log.info(`imported ${importedImages} images from DATA_DIR/uploads into the database (the folder can be removed after a backup)`);
  if (adminCreated) app.log.info({ email: config.admin?.email }, 'created the first staff account from ADMIN_EMAIL');
  else if (config.admin) app.log.info('ADMIN_EMAIL left unused: staff accounts exist already (npm run admin:create resets one)');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    await app.close();
    await jobs.stop();
    mailer?.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.pgliteDir}`;
  app.log.info(
    `Salon booking running at ${config.publicUrl} (database: ${where}, payments: ${paymentProvider.name}, e-mail: ${config.smtp ? 'SMTP' : 'Outbox only'})`,
  );
  // Plain lines, not log records, so that the person starting it sees how to get in.
  if (demoStaff) console.log(`Back office: ${config.publicUrl}/admin  sign in as ${DEMO_STAFF.email} / ${DEMO_STAFF.password}`);
  if (firstRunCode) {
    app.log.warn('no staff account yet: the first-run page is open with a one-time code (printed below, not logged)');
    console.log(
      `First start: open ${config.publicUrl}/admin/setup and enter the one-time code ${firstRunCode} to create the owner's account.`,
    );
  }
}

/** A live salon that opted into the demo's conveniences is told so at every start, and so is one taking Stripe test money. */
function warnAboutDemoSettings(log: FastifyBaseLogger, config: AppConfig, provider: PaymentProvider): void {
  if (!config.live) return;
  if (config.demoData) log.warn('DEMO_DATA is on: an empty database gets the demo salon and the demo account, whose password is published');
  if (provider.name === 'offline') log.warn('TEST_PAYMENTS is on: online payments are test payments and no money moves');
  if (provider.name === 'stripe' && provider.testMoney)
    log.warn('Stripe test keys: online payments are Stripe test payments and no money moves');
  if (provider.name === 'none')
    log.info('no payment provider: customers pay at the salon (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take cards online)');
}

try {
  await main(loadConfig());
} catch (err) {
  if (err instanceof ConfigError || err instanceof DatabaseInUseError) {
    console.error(err.message);
  } else {
    console.error('Could not start:', err);
  }
  process.exit(1);
}
