import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { findTestPostgres } from './test-postgres.ts';

/** A port on 127.0.0.1 that nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('where the API tests find PostgreSQL', () => {
  it('takes TEST_DATABASE_URL as it is, without asking the local server', async () => {
    const named = 'postgres://someone@db.example:5433/tests';
    expect(await findTestPostgres({ TEST_DATABASE_URL: named }, `postgres://postgres@127.0.0.1:${await closedPort()}/test`)).toEqual({
      url: named,
      source: 'set',
    });
  });

  it('answers none when TEST_DATABASE_URL is unset and no server answers, so the banner says what was skipped', async () => {
    expect(await findTestPostgres({}, `postgres://postgres@127.0.0.1:${await closedPort()}/test`)).toEqual({
      url: undefined,
      source: 'none',
    });
  });

  it('answers none for an empty TEST_DATABASE_URL and a closed port alike', async () => {
    expect(await findTestPostgres({ TEST_DATABASE_URL: '' }, `postgres://postgres@127.0.0.1:${await closedPort()}/test`)).toEqual({
      url: undefined,
      source: 'none',
    });
  });
});
