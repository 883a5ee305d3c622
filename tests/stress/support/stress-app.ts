import { startApp, spawnApp, type AppProcess, type StartOptions } from '../../support/app-process.ts';
import type { StressDatabase } from './stress-database.ts';

/**
 * The built app on a stress database, with the booking rate limit off (every request comes from 127.0.0.1), and
 * one proxy hop believed, so each simulated customer's X-Forwarded-For is their own address (booking-client.ts).
 */
export function appOptions(database: StressDatabase, extra: Partial<StartOptions> = {}): StartOptions {
  return {
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl,
    ...extra,
    env: { BOOKING_RATE_LIMIT_PER_MINUTE: '0', TRUST_PROXY_HOPS: '1', PUBLIC_URL: 'http://127.0.0.1', ...extra.env },
  };
}

export const startStressApp = (database: StressDatabase, extra?: Partial<StartOptions>): Promise<AppProcess> =>
  startApp(appOptions(database, extra));
export const spawnStressApp = (database: StressDatabase, extra?: Partial<StartOptions>): Promise<AppProcess> =>
  spawnApp(appOptions(database, extra));
