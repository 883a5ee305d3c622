import pg from 'pg';

/** The PostgreSQL server the stress tests, the bench and CI use: trust auth, database `test`. */
export const LOCAL_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

export interface TestPostgres {
  /** the server the API tests also run on; undefined: PGlite only */
  url: string | undefined;
  /** `set`: TEST_DATABASE_URL named it; `local`: it was unset and the local server answered; `none`: neither */
  source: 'set' | 'local' | 'none';
}

/**
 * Where the API tests' PostgreSQL pass runs (the one place that decides it; vitest.config.ts hands the answer to the
 * API project as TEST_DATABASE_URL): TEST_DATABASE_URL when set, else the local server when it answers a query.
 * A TEST_DATABASE_URL that does not answer is not second-guessed: the tests then fail on it, loudly.
 */
export async function findTestPostgres(env: NodeJS.ProcessEnv = process.env, localUrl = LOCAL_TEST_DATABASE_URL): Promise<TestPostgres> {
  if (env.TEST_DATABASE_URL) return { url: env.TEST_DATABASE_URL, source: 'set' };
  const client = new pg.Client({ connectionString: localUrl, connectionTimeoutMillis: 2_000 });
  // A refused connection also emits 'error' on the client: handled here, not left to crash the run.
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return { url: localUrl, source: 'local' };
  } catch {
    return { url: undefined, source: 'none' };
  } finally {
    await client.end().catch(() => {});
  }
}
