import fs from 'node:fs';
import type { Reporter, TestModule, TestSpecification, Vitest } from 'vitest/node';
import { LOCAL_TEST_DATABASE_URL, type TestPostgres } from './test-postgres.ts';

/** The API project's name in vitest.config.ts: the only one with a database. */
const API_PROJECT = 'api';
/** How an API file runs on both engines (tests/support/test-database.ts), or on PostgreSQL alone. */
const USES_ENGINES = /\bengines\b|\bdescribeOnPostgres\b/;

const HOW_TO_RUN = [
  `To run them: start PostgreSQL on 127.0.0.1:5432 (trust auth, database \`test\`; \`npm test\` finds it there),`,
  'or point TEST_DATABASE_URL at a server: TEST_DATABASE_URL=postgres://user@host:5432/db npm test',
];

function box(title: string, lines: string[]): string {
  const rule = '═'.repeat(100);
  return ['', rule, `  ${title}`, ...lines.map((line) => `  ${line}`), rule, ''].join('\n');
}

/** The PostgreSQL pass that did not run: the engine-parameterised tests (their PGlite twins) and the PostgreSQL-only ones. */
export function skippedOnPostgres(modules: ReadonlyArray<TestModule>): { files: number; tests: number; postgresOnly: number } {
  let files = 0;
  let tests = 0;
  let postgresOnly = 0;
  for (const module of modules.filter((m) => m.project.name === API_PROJECT)) {
    const all = [...module.children.allTests()];
    const twins = all.filter((test) => test.fullName.includes('(pglite)')).length;
    const alone = all.filter((test) => test.fullName.includes('(postgres)') && test.result().state === 'skipped').length;
    if (twins + alone > 0) files += 1;
    tests += twins;
    postgresOnly += alone;
  }
  return { files, tests, postgresOnly };
}

/**
 * Says loudly, at the start and at the end of a run with API tests, when the PostgreSQL pass does not run (PGlite
 * runs one statement at a time, so the race tests there prove idempotence, not locking), and on which server it
 * runs when it does.
 */
export class PostgresBanner implements Reporter {
  private vitest!: Vitest;
  private ranApiTests = false;

  constructor(private readonly postgres: TestPostgres) {}

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  onTestRunStart(specifications: ReadonlyArray<TestSpecification>): void {
    const api = specifications.filter((s) => s.project.name === API_PROJECT);
    this.ranApiTests = api.length > 0;
    if (!this.ranApiTests) return;
    if (this.postgres.url) {
      const how = this.postgres.source === 'local' ? 'found answering; TEST_DATABASE_URL is unset' : 'TEST_DATABASE_URL';
      this.vitest.logger.log(`PostgreSQL: the API tests run on PGlite and on ${this.postgres.url} (${how}).`);
      return;
    }
    const files = api.filter((s) => USES_ENGINES.test(fs.readFileSync(s.moduleId, 'utf8'))).length;
    this.vitest.logger.log(
      box('PostgreSQL WILL NOT BE TESTED', [
        `TEST_DATABASE_URL is unset and no PostgreSQL answers at ${LOCAL_TEST_DATABASE_URL}.`,
        `The PostgreSQL pass of ${files} API files, and their PostgreSQL-only tests, will be skipped (counted at the end).`,
        ...HOW_TO_RUN,
      ]),
    );
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    if (!this.ranApiTests || this.postgres.url) return;
    const skipped = skippedOnPostgres(modules);
    this.vitest.logger.log(
      box('PostgreSQL WAS NOT TESTED', [
        `Skipped: the PostgreSQL pass of ${skipped.files} API files. ${skipped.tests} tests ran on PGlite only, and ${skipped.postgresOnly} tests that only`,
        'PostgreSQL can run (two connections racing, a server going away) did not run at all. PGlite runs one statement',
        'at a time: its race tests prove idempotence, not locking.',
        ...HOW_TO_RUN,
      ]),
    );
  }
}
