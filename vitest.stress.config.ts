import { defineConfig } from 'vitest/config';

// `npm run test:stress`: several app processes, kill -9 and backups against the built app, on PGlite and
// PostgreSQL. Minutes, not seconds, so not in `npm test`. One file at a time: they share two cores.
export default defineConfig({
  test: {
    name: 'stress',
    include: ['tests/stress/**/*.stress.ts'],
    environment: 'node',
    testTimeout: 240_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
