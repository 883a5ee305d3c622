import type fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { baseRequests, derivedBase, FUZZ_NOW, givenFuzzSalon } from '../../../tests/fuzz/fuzz-salon.ts';
import { fuzzRoute, FuzzTally } from '../../../tests/fuzz/fuzz-runner.ts';
import { FUZZ_RUNS } from '../../../tests/fuzz/fuzz-settings.ts';
import { operationsOf, type Operation } from '../../../tests/fuzz/openapi-operations.ts';
import { tableChecksums } from '../../../tests/fuzz/table-checksum.ts';
import type { BaseRequest } from '../../../tests/fuzz/request-cases.ts';
import { signInAsStaff } from '../../../tests/support/staff-session.ts';
import { engines } from '../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../tests/support/salon-app.ts';

/**
 * Issue #9, bad input: every route of the route table, driven by its OpenAPI description, gets malformed,
 * oversized, wrongly typed and boundary values (tests/fuzz/request-cases.ts lists the kinds). Whatever
 * arrives: never a 5xx, never a stack trace or SQL text, a 4xx is `{ error, code }`, and a refused request
 * changes no row. Figures and the stress run: docs/RELIABILITY.md, 'Bad input'.
 */
describe.each(engines)('bad input on every API route (%s)', (engine) => {
  const tally = new FuzzTally();
  const s = salonAppForSuite(engine, FUZZ_NOW, {
    given: async (t) => ({
      salon: await givenFuzzSalon(t.db),
      checksums: await tableChecksums(t.db),
      // Signing out ends the session the other routes use, so that route goes last.
      operations: (await operationsOf(t.app)).sort((a, b) => Number(a.url === '/api/auth/logout') - Number(b.url === '/api/auth/logout')),
    }),
    signIn: false,
  });
  afterAll(() => console.info(`route fuzz (${engine}): ${tally}`));

  const basesFor = async (op: Operation, cookie: string): Promise<fc.Arbitrary<BaseRequest>> =>
    baseRequests(s.salon)[`${op.method === 'HEAD' ? 'GET' : op.method} ${op.url}`] ?? (await derivedBase(s.app, cookie, op, s.salon));

  it('walks the whole route table, public and staff routes', () => {
    expect(s.operations.length).toBe(s.app.apiRoutes.length);
    expect(s.operations.filter((op) => op.body !== undefined).length).toBeGreaterThanOrEqual(10);
    expect(s.operations.filter((op) => op.query.length > 0).length).toBeGreaterThanOrEqual(5);
  });

  it('caps JSON bodies at 64 KB with a 413 in JSON, before any route reads them', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'e'.repeat(65 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error: 'Request body is too large', code: 'FST_ERR_CTP_BODY_TOO_LARGE' });
  });

  it(
    'answers 401 to bad requests without a session on every staff route, and changes nothing',
    { timeout: FUZZ_RUNS * 4_000 },
    async () => {
      const target = {
        app: s.app,
        checksums: s.checksums,
        cookie: undefined,
        tally,
        // A mangled path may no longer name the route (404), or be longer than any id (414), before anyone signs in.
        expect: (c: { kind: string }, status: number) =>
          status === 401 || (c.kind === 'path' && [404, 414].includes(status)) ? undefined : `answered ${status}, not 401`,
      };
      const failures: string[] = [];
      for (const op of s.operations.filter((o) => !o.public)) {
        const failure = await fuzzRoute(target, op, await basesFor(op, ''), Math.ceil(FUZZ_RUNS / 3));
        if (failure) failures.push(failure);
      }
      expect(failures).toEqual([]);
    },
  );

  it('answers every bad request from signed-in staff with a clear 4xx that changes nothing', { timeout: FUZZ_RUNS * 20_000 }, async () => {
    const cookie = await signInAsStaff(s.app, s.db);
    const target = { app: s.app, checksums: s.checksums, cookie, tally };
    const failures: string[] = [];
    for (const op of s.operations) {
      const failure = await fuzzRoute(target, op, await basesFor(op, cookie));
      if (failure) failures.push(failure);
    }
    expect(failures).toEqual([]);
  });
});
