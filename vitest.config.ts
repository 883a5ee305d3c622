import { defineConfig } from 'vitest/config';
import { PostgresBanner } from './tests/setup/postgres-banner.ts';
import { findTestPostgres } from './tests/setup/test-postgres.ts';

// Three projects: pure unit tests, API tests against a real database, and browser tests of the built app.
export default defineConfig(async () => {
  // The API tests' second engine: TEST_DATABASE_URL, else the local server the stress tests use when it answers.
  const postgres = await findTestPostgres();
  return {
    test: {
      // The banner says loudly when the PostgreSQL pass does not run, and what it skipped.
      reporters: ['default', new PostgresBanner(postgres)],
      projects: [
        {
          test: {
            name: 'unit',
            // The bundle budget reads dist/web, which `npm test` builds before it runs vitest.
            include: [
              'src/**/*.test.ts',
              'tests/budget/**/*.test.ts',
              'tests/setup/**/*.test.ts',
              'tests/lint/**/*.test.ts',
              'scripts/**/*.test.ts',
              'e2e/support/**/*.test.ts',
            ],
            exclude: ['src/**/*.int.test.ts'],
            environment: 'node',
            // The calendar feeds react-big-calendar Dates on the device's own clock: tested on a device in the UK, where
            // the clocks change (the server's code names its zone and does not care).
            env: { TZ: 'Europe/London' },
          },
        },
        {
          test: {
            name: 'api',
            include: ['src/**/*.int.test.ts'],
            environment: 'node',
            globalSetup: ['tests/setup/database-template.ts'],
            setupFiles: ['tests/setup/fail-on-console-error.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
            env: postgres.url ? { TEST_DATABASE_URL: postgres.url } : {},
          },
        },
        {
          test: {
            name: 'e2e',
            include: ['e2e/**/*.spec.ts'],
            environment: 'node',
            globalSetup: ['e2e/support/global-setup.ts'],
            testTimeout: 60_000,
            hookTimeout: 60_000,
            fileParallelism: false,
          },
        },
      ],
    },
  };
});
