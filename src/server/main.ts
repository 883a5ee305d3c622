import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type AppConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DatabaseInUseError } from './db/pglite-lock.ts';
import { DEMO_STAFF } from './db/demo-data.ts';
import { prepareDatabase } from './db/setup.ts';
import { startJobs } from './jobs/start-jobs.ts';
import { createSmtpMailer } from './mail/mailer.ts';
import { createPaymentProvider } from './payments/create-provider.ts';
import { importUploadFiles } from './modules/uploads/import-upload-files.ts';

/** Reads the config, prepares the database, listens, and shuts down cleanly on SIGTERM/SIGINT. */
async function main(config: AppConfig): Promise<void> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDir });
  const { seeded, demoStaff, adminCreated } = await prepareDatabase(database, new Date(), { admin: config.admin });
  const importedImages = await importUploadFiles(database.db, config.uploadsDir);
  const paymentProvider = createPaymentProvider(config);
  // The app is built before the jobs start; a booking in between is sent by the mail job's first sweep.
  let nudgeMail = () => {};
  const app = await buildApp({ config, database, paymentProvider, notifyMail: () => nudgeMail() });
  const mailer = config.smtp ? createSmtpMailer(config.smtp) : undefined;
  const jobs = await startJobs(database, {
    provider: paymentProvider,
    clock: () => new Date(),
    log: app.log,
    mail: { mailer, publicUrl: config.publicUrl },
  });
  nudgeMail = jobs.nudgeMail;
  if (seeded) app.log.info('empty database: loaded the demo salon');
  if (importedImages > 0) app.log.info(`imported ${importedImages} images from DATA_DIR/uploads into the database (the folder can be removed after a backup)`);
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
  app.log.info(`Salon booking running at ${config.publicUrl} (database: ${where}, payments: ${paymentProvider.name}, e-mail: ${config.smtp ? 'SMTP' : 'Outbox only'})`);
  // A plain line, not a log record, so that a person trying the demo sees how to get in.
  if (demoStaff) console.log(`Back office: ${config.publicUrl}/admin  sign in as ${DEMO_STAFF.email} / ${DEMO_STAFF.password}`);
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
