import { createHash } from 'node:crypto';
import type { Database } from './client.ts';

// Statements prepared by their shape (docs/decisions/0033). A hot write whose SQL depends only on a few things (which
// columns it sets, how many rows) is built by drizzle once per shape, with placeholders, and sent as a named statement,
// which PostgreSQL parses once per connection; each call then only fills in its values. Building the statement anew
// each time was a tenth of a booking's CPU.

/** A statement prepared by drizzle: run with its placeholders' values. */
interface Prepared<R> {
  execute(values: Record<string, unknown>): Promise<R>;
}

/**
 * A part of a statement prepared by shape: what it adds, built with placeholders (named uniquely within the
 * statement), the shape that decides its SQL, and the values that fill its placeholders.
 */
export interface PreparedPart<T> {
  build: (db: Database) => T;
  shape: string;
  values: Record<string, unknown>;
}

/** Shapes remembered per database at most: far more than the writes that use this ever make. */
const MAX_SHAPES = 200;

const byDatabase = new WeakMap<Database, Map<string, Prepared<unknown>>>();

/**
 * The statement of `shape` on `db`, prepared once by `prepare` (given its name) and remembered. Its name comes from its
 * shape, so the same statement has the same name wherever it is built: a transaction is a Database of its own, which
 * builds it again, but each connection still parses it once, and never keeps two copies.
 */
export function preparedByShape<R>(db: Database, shape: string, prepare: (name: string) => Prepared<R>): Prepared<R> {
  let shapes = byDatabase.get(db);
  if (!shapes) byDatabase.set(db, (shapes = new Map()));
  let statement = shapes.get(shape) as Prepared<R> | undefined;
  if (!statement) {
    if (shapes.size >= MAX_SHAPES) shapes.clear();
    statement = prepare(`shaped_${createHash('sha256').update(shape).digest('base64url').slice(0, 24)}`);
    shapes.set(shape, statement);
  }
  return statement;
}
