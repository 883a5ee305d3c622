import { afterAll, beforeAll } from 'vitest';
import { givenSalonWithCut } from '../builders/scenario.builder.ts';
import type { SalonOptions } from '../builders/salon.builder.ts';
import { signInAsStaff } from './staff-session.ts';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.ts';
import type { Engine } from './test-database.ts';

/** What a suite's tests get: the app, the smallest salon's ids (Alice and her 60-minute £45 Cut) and a staff cookie. */
export interface SalonApp {
  t: TestApp;
  alice: string;
  cut: string;
  cookie: string;
}

/**
 * A test app with the smallest bookable salon and a signed-in member of staff, opened before the suite's tests and
 * closed after them. The fields are filled in by beforeAll, so read them inside tests, not at collection time.
 */
export function salonAppForSuite(engine: Engine, now: Date, { app, salon }: { app?: TestAppOptions; salon?: SalonOptions } = {}): SalonApp {
  const suite = {} as SalonApp;
  beforeAll(async () => {
    suite.t = await createTestApp(engine, now, app);
    Object.assign(suite, await givenSalonWithCut(suite.t.db, salon));
    suite.cookie = await signInAsStaff(suite.t.app, suite.t.db);
  });
  afterAll(() => suite.t?.close());
  return suite;
}
