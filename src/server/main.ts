import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type AppConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { prepareDatabase } from './db/setup.ts';

/** Reads the config, prepares the database, listens, and shuts down cleanly on SIGTERM/SIGINT. */
async function main(config: AppConfig): Promise<void> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const { seeded } = await prepareDatabase(database, new Date());
  const app = await buildApp({ config, database });
  if (seeded) app.log.info('empty database: loaded the demo salon');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  app.log.info(`Salon booking running at ${config.publicUrl} (database: ${where})`);
}

try {
  await main(loadConfig());
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error('Could not start:', err);
  }
  process.exit(1);
}
