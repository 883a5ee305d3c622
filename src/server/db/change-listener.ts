import pg from 'pg';
import type { Database, DatabaseHandle } from './client.ts';

/** The channel migration 0006's triggers notify on every change to appointments or the catalogue. */
export const CACHE_CHANNEL = 'salon_cache';
/** What migration 0018's notification of an insert of appointments starts with, before their ids. */
const INSERTED = 'appointments+';
/** How long an insert of this process waits for its own notification. */
const EXPECTED_FOR_MS = 60_000;

/**
 * What this process has heard about changes to the data availability is computed from. `generation` rises
 * on every notification, on every local write (`invalidate`) and on every (re)connection; an in-memory copy
 * is current while the feed is live and the copy was read under the current generation. The catalogue's own
 * generation rises only with what may change the catalogue: not with appointments and time off, which change
 * with every booking (docs/decisions/0033).
 */
export interface ChangeFeed {
  /** the current generation while the listener is connected; undefined while it is not (read the database) */
  generation(): number | undefined;
  /** as `generation`, for copies of the catalogue only */
  catalogGeneration(): number | undefined;
  /** a booking made by this process: called before its answer goes out, so its next read sees it */
  invalidate(): void;
  /**
   * Appointments this process is about to insert, and will put in what it remembers of their beauticians' days as
   * soon as the insert answers (or else make the caches forget): the insert's own notification, naming exactly these,
   * then leaves those days' busy rows as they are, whether it comes before or after (docs/decisions/0033). Any other
   * change makes every process forget them.
   */
  expectInserts(ids: readonly string[]): void;
  /** the insert of these was refused, or failed: their notification, if one ever comes, is like any other */
  forgetInserts(ids: readonly string[]): void;
  /** a new generation in which the busy rows remembered stay current: this process has just put its insert in them */
  carry(): void;
  /** the first generation whose busy rows are still current: a generation's remembered days hold from it on */
  busyRowsSince(): number;
  /**
   * A request of this process that may write has started: until the returned function is called, nothing
   * is served from memory (its own reads after its commit must see it, before any notification), and every
   * cached copy counts as stale once it is.
   */
  beginWrite(): () => void;
  close(): Promise<void>;
}

const feeds = new WeakMap<Database, ChangeFeed>();

/** The feed caches of this Database object go by; none for transactions and other handles (no caching). */
export const changeFeedOf = (db: Database): ChangeFeed | undefined => feeds.get(db);

const memos = new WeakMap<Database, { generation: number; values: Map<string, Promise<unknown>> }>();

/**
 * `compute()`'s result, kept under `key` while this process's feed is live and hears of no change (any write
 * to appointments or the catalogue, here or in another process); computed each time otherwise. A failure is
 * not kept. For figures that change only when the data does, e.g. how many appointments there are.
 */
export function whileUnchanged<T>(db: Database, key: string, compute: () => Promise<T>): Promise<T> {
  const generation = changeFeedOf(db)?.generation();
  if (generation === undefined) return compute();
  let memo = memos.get(db);
  if (memo?.generation !== generation) memos.set(db, (memo = { generation, values: new Map() }));
  const known = memo.values.get(key) as Promise<T> | undefined;
  if (known) return known;
  const { values } = memo;
  const computing = compute();
  values.set(key, computing);
  computing.catch(() => values.delete(key));
  return computing;
}

export interface ChangeListenerOptions {
  /** wait before reconnecting a lost PostgreSQL listener */
  reconnectMs?: number;
  onError?: (err: unknown) => void;
}

/** Listens on a connection of its own (outside the pool) and registers the feed for `handle.db`. */
export async function startChangeListener(handle: DatabaseHandle, options: ChangeListenerOptions = {}): Promise<ChangeFeed> {
  const state = { generation: 0, catalog: 0, busyRows: 0, live: false, closed: false, writing: 0 };
  /** any change at all (a write of this process may have been to the catalogue, a reconnection may have missed one) */
  const bump = () => {
    state.generation += 1;
    state.catalog += 1;
    state.busyRows = state.generation;
  };
  /** appointments or time off: what every booking changes, and the catalogue never depends on */
  const bumpBookings = () => {
    state.generation += 1;
    state.busyRows = state.generation;
  };
  /** inserts this process has put in the busy rows it remembers: everything else it remembers is stale */
  const bumpRemembered = () => {
    state.generation += 1;
  };
  const expected = new Map<string, number>();
  const heardInsert = (ids: string[]) => {
    if (ids.length === 0 || !ids.every((id) => expected.has(id))) return bumpBookings();
    for (const id of ids) expected.delete(id);
    bumpRemembered();
  };
  const heard = (payload: string | undefined) => {
    if (payload === 'appointments') bumpBookings();
    else if (payload?.startsWith(INSERTED)) heardInsert(payload.slice(INSERTED.length).split(','));
    else bump();
  };
  const stop = handle.pglite ? await listenPglite(handle, state, bump, heard) : listenPostgres(handle, state, bump, heard, options);
  const current = (generation: number) => (state.live && !state.closed && state.writing === 0 ? generation : undefined);
  const feed: ChangeFeed = {
    generation: () => current(state.generation),
    catalogGeneration: () => current(state.catalog),
    invalidate: bumpBookings,
    expectInserts(ids) {
      // A notification may never come (the listener lost it): after a minute an id is no longer waited for.
      const now = Date.now();
      for (const [id, at] of expected) {
        if (now - at <= EXPECTED_FOR_MS) break; // in the order expected: the rest are younger
        expected.delete(id);
      }
      for (const id of ids) expected.set(id, now);
    },
    forgetInserts(ids) {
      for (const id of ids) expected.delete(id);
    },
    carry: bumpRemembered,
    busyRowsSince: () => state.busyRows,
    beginWrite() {
      state.writing += 1;
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        bump();
        state.writing -= 1;
      };
    },
    async close() {
      state.closed = true;
      state.live = false;
      if (feeds.get(handle.db) === feed) feeds.delete(handle.db);
      await stop();
    },
  };
  feeds.set(handle.db, feed);
  return feed;
}

interface FeedState {
  generation: number;
  /** the generation of the last change that made the busy rows of every day stale */
  busyRows: number;
  catalog: number;
  live: boolean;
  closed: boolean;
  /** requests that may write, in flight */
  writing: number;
}

/** PGlite is in-process: its notifications arrive as the committing statement completes, and never drop. */
async function listenPglite(handle: DatabaseHandle, state: FeedState, bump: () => void, heard: (payload: string) => void) {
  const unlisten = await handle.pglite!.listen(CACHE_CHANNEL, heard);
  bump();
  state.live = true;
  return async () => {
    if (!handle.pglite!.closed) await unlisten();
  };
}

/**
 * A pg.Client of its own with LISTEN; when it drops, the feed is not live (callers read the database) until
 * a new connection is listening again, and everything read before that counts as stale (a new generation).
 */
function listenPostgres(
  handle: DatabaseHandle,
  state: FeedState,
  bump: () => void,
  heard: (payload: string | undefined) => void,
  options: ChangeListenerOptions,
) {
  const reconnectMs = options.reconnectMs ?? 1000;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;

  const lost = (current: pg.Client, err?: unknown) => {
    if (client !== current) return;
    client = undefined;
    state.live = false;
    if (err) options.onError?.(err);
    current.end().catch(() => {});
    if (!state.closed) timer = setTimeout(connect, reconnectMs);
  };

  const connect = async () => {
    timer = undefined;
    const current = new pg.Client({ ...handle.pool!.options, keepAlive: true });
    client = current;
    current.on('error', (err) => lost(current, err));
    current.on('end', () => lost(current));
    current.on('notification', (message) => {
      if (message.channel === CACHE_CHANNEL) heard(message.payload);
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${CACHE_CHANNEL}`);
      if (client !== current || state.closed) return;
      bump();
      state.live = true;
    } catch (err) {
      lost(current, err);
    }
  };

  void connect();
  return async () => {
    if (timer) clearTimeout(timer);
    const current = client;
    client = undefined;
    await current?.end().catch(() => {});
  };
}
