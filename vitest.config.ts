import { defineConfig } from 'vitest/config';

// Three projects: pure unit tests, API tests against a real database, and browser tests of the built app.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // The bundle budget reads dist/web, which `npm test` builds before it runs vitest.
          include: ['src/**/*.test.ts', 'tests/budget/**/*.test.ts', 'scripts/**/*.test.ts'],
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
});
