import { describe, expect, it } from 'vitest';
import { databaseUnavailable, lostSlotRace } from './errors.ts';

/** Drizzle wraps the driver's error: the SQLSTATE sits on its cause. */
const wrapped = (code: string) =>
  Object.assign(new Error('Failed query: insert into "appointments" …'), { cause: Object.assign(new Error('driver'), { code }) });

describe('lostSlotRace', () => {
  it('counts an exclusion violation and a deadlock between two racing inserts as a lost race', () => {
    expect(lostSlotRace(wrapped('23P01'))).toBe(true);
    expect(lostSlotRace(wrapped('40P01'))).toBe(true);
  });

  it('leaves every other failure to the error handler', () => {
    expect(lostSlotRace(wrapped('23505'))).toBe(false);
    expect(lostSlotRace(wrapped('57014'))).toBe(false);
    expect(lostSlotRace(new Error('connection refused'))).toBe(false);
  });
});

describe('databaseUnavailable', () => {
  const withCode = (code: string, message = 'driver') => Object.assign(new Error(message), { code });
  const drizzle = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });
  const refused = () => Object.assign(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]), { code: 'ECONNREFUSED' });

  it.each([
    ['a refused connection under Drizzle', drizzle(withCode('ECONNREFUSED'))],
    ["node's AggregateError of refused addresses", drizzle(refused())],
    ['an AggregateError whose own code is missing', new AggregateError([withCode('ETIMEDOUT')])],
    ['a reset connection', withCode('ECONNRESET')],
    ['a server that vanished mid-query', drizzle(new Error('Connection terminated unexpectedly'))],
    ["pg-pool's connection timeout", drizzle(new Error('timeout exceeded when trying to connect'))],
    ['a client broken by an earlier failure', new Error('Client has encountered a connection error and is not queryable')],
    ['connection_failure (08006)', drizzle(withCode('08006'))],
    ['sqlclient_unable_to_establish_sqlconnection (08001)', drizzle(withCode('08001'))],
    ['admin_shutdown (57P01)', drizzle(withCode('57P01'))],
    ['cannot_connect_now (57P03)', drizzle(withCode('57P03'))],
    ['too_many_connections (53300)', drizzle(withCode('53300'))],
    ['a cause several wrappers deep', new Error('a', { cause: new Error('b', { cause: drizzle(withCode('ECONNREFUSED')) }) })],
  ])('sees %s', (_case, err) => {
    expect(databaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['a unique violation', drizzle(withCode('23505'))],
    ['a statement timeout (57014)', drizzle(withCode('57014'))],
    ['a plain failure', new Error('boom')],
    [
      'a query whose parameters say "Connection terminated"',
      new Error('Failed query: insert into "appointments"\nparams: Connection terminated'),
    ],
    ['nothing', undefined],
    [
      'a cause that loops',
      (() => {
        const e: Error & { cause?: unknown } = new Error('loop');
        e.cause = e;
        return e;
      })(),
    ],
  ])('leaves %s to the other rules', (_case, err) => {
    expect(databaseUnavailable(err)).toBe(false);
  });
});
