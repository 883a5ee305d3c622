import fs from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import type { RunningJobs } from '../../src/server/jobs/start-jobs.ts';
import type { Mailer } from '../../src/server/mail/mailer.ts';
import type { TextSender } from '../../src/server/sms/text-sender.ts';
import { givenSalonWithCut } from '../builders/scenario.builder.ts';
import type { StaffOptions } from '../builders/staff.builder.ts';
import { anotherProcessDatabase } from './another-process.ts';
import { signInAsStaff } from './staff-session.ts';
import { staffRequests, type StaffRequests } from './staff-requests.ts';
import { runFromEach, startTestJobs } from './suite-jobs.ts';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.ts';
import type { Engine, TestDatabase } from './test-database.ts';

/** The smallest bookable salon's ids: Alice and her 60-minute £45 Cut, open every day 09:00–17:00. */
export interface SmallestSalon {
  alice: string;
  cut: string;
}
export const smallestSalon = (t: TestApp): Promise<SmallestSalon> => givenSalonWithCut(t.db);
/** For `given`: an empty database (the tests write what they need, or the suite is about an empty salon). */
export const noSalon = async (): Promise<void> => {};

export interface SuiteOptions<S> {
  /**
   * The app's options (a payment provider, a log stream, a built web app, a live salon, the booking rate limit), or
   * a function that makes them once the suite starts (a fake Stripe to start first, an older version's database).
   */
  app?: TestAppOptions | (() => Promise<TestAppOptions>);
  /**
   * What the suite's tests share, written before the suite's account signs in (its `cookie` is not set yet); the fields
   * it answers join the suite's. The smallest salon by default.
   */
  given?: (t: SuiteApp) => Promise<S>;
  /** Who the suite's cookie signs in: an owner by default, or an account of its own (a role, an e-mail); false: nobody. */
  signIn?: StaffOptions | false;
  /** A stand-in for the built web app, a directory this makes before the app starts (`s.webDistDir`), deleted after. */
  webDist?: () => string;
  /** A second app "process" on the same database: `s.second`. */
  secondApp?: boolean;
  /**
   * The app's pg-boss jobs, started by one process or two (`s.jobs`) on the app's clock, sending e-mail through `mailer`
   * and texts through `texts` (none by default).
   */
  jobs?: { processes: 1 | 2; mailer?: () => Mailer; texts?: () => TextSender };
}

/** What a suite's tests get: the app (as `createTestApp` answers), a staff session, and what the options asked for. */
export interface SuiteApp extends TestApp {
  /** the signed-in session, for `inject({ headers: { cookie } })`; '' with `signIn: false` */
  cookie: string;
  /** requests with that session: `s.staff.get(url)`, `s.staff.post(url, body)`, `s.staff.read<T>(url)` */
  staff: StaffRequests;
  /** requests with another session (undefined: as the public), to this app or to another (`s.second`) */
  as(cookie: string | undefined, on?: TestApp): StaffRequests;
  /** with `webDist`: the directory the app serves the web app from */
  webDistDir: string;
  /** with `secondApp`: another app process on the same database (PostgreSQL: a pool of its own; PGlite: its own caches) */
  second: TestApp;
  /** with `jobs`: each process's running jobs, the first on the app's own connection */
  jobs: RunningJobs[];
  /** with `jobs`: sends `queue` one job from each process's workers, and waits until every run is over */
  runJobs(queue: string): Promise<void>;
}
export type SalonApp<S = SmallestSalon> = SuiteApp & (S extends object ? S : unknown);

/**
 * The one way an API test file sets up: a test app on `engine` with its clock at `now`, what the suite shares
 * (`given`) and a signed-in member of staff, made before the suite's tests and closed after them. The fields are
 * filled in by beforeAll, so read them inside tests (or helpers they call), not at collection time.
 */
export function salonAppForSuite<S = SmallestSalon>(engine: Engine, now: Date, options: SuiteOptions<S> = {}): SalonApp<S> {
  const suite = { cookie: '', jobs: [] as RunningJobs[] } as SalonApp<S>;
  const jobsDatabases: TestDatabase[] = [];
  suite.staff = staffRequests(
    () => suite.app,
    () => suite.cookie || undefined,
  );
  suite.as = (cookie, on) =>
    staffRequests(
      () => (on ?? suite).app,
      () => cookie,
    );
  suite.runJobs = (queue) => runFromEach(suite.jobs, queue);
  const given = options.given ?? (smallestSalon as unknown as (t: SuiteApp) => Promise<S>);

  beforeAll(async () => {
    const appOptions = typeof options.app === 'function' ? await options.app() : options.app;
    // As main.ts wires it: a commit that queued e-mail wakes the mail job.
    const wakeMail = options.jobs ? { notifyMail: () => suite.jobs[0]?.nudgeMail() } : {};
    if (options.webDist) suite.webDistDir = options.webDist();
    Object.assign(suite, await createTestApp(engine, now, { ...wakeMail, webDistDir: suite.webDistDir, ...appOptions }));
    Object.assign(suite, await given(suite));
    if (options.signIn !== false) suite.cookie = await signInAsStaff(suite.app, suite.db, options.signIn);
    // Another process of the same salon: its own connections and caches, the same payment provider.
    const sameProvider = {
      ...(appOptions?.paymentProvider ? { paymentProvider: appOptions.paymentProvider } : {}),
      ...(appOptions?.textSender ? { textSender: appOptions.textSender } : {}),
    };
    if (options.secondApp)
      suite.second = await createTestApp(engine, now, { database: await anotherProcessDatabase(suite.database), ...sameProvider });
    for (let n = 0; n < (options.jobs?.processes ?? 0); n++) {
      const database = n === 0 ? suite.database : await anotherProcessDatabase(suite.database);
      if (n > 0) jobsDatabases.push(database);
      const texts = options.jobs?.texts?.();
      const publicUrl = appOptions?.publicUrl;
      suite.jobs.push(
        await startTestJobs(database.handle, () => suite.now(), options.jobs?.mailer?.(), {
          ...(texts ? { texts } : {}),
          ...(publicUrl ? { publicUrl } : {}),
        }),
      );
    }
  });
  afterAll(async () => {
    for (const jobs of suite.jobs) await jobs.stop();
    for (const database of jobsDatabases) await database.destroy();
    await suite.second?.close();
    await suite.close?.();
    if (suite.webDistDir) fs.rmSync(suite.webDistDir, { recursive: true, force: true });
  });
  return suite;
}
