import type { DayVerdictMemo } from '../../../core/availability/fully-booked.ts';
import { busyOfBooked } from '../../../core/availability/service-timing.ts';
import { CHAIR_HOLDING_STATUSES } from '../../../core/status.ts';
import type { OffRange } from '../../../core/availability/time-off.ts';
import type { TimeRange } from '../../../core/availability/time-ranges.ts';
import { changeFeedOf } from '../../db/change-listener.ts';
import type { Database } from '../../db/client.ts';
import type { appointments } from '../../db/schema/booking.ts';
import { busyRowsByBeautician, type BusyRows, type HeldRange } from './availability.repository.ts';

/** Entries kept per Database object and kind at most (busy ranges of a beautician's window, a verdict, an answer); the oldest go first. */
const MAX_ENTRIES = 5000;
/**
 * Where whole answers are kept, and how many of each. One service's are a few hundred bytes: room for every (service,
 * beautician, day) of a large salon's near future. A visit's are several kilobytes and the questions countless (any
 * services in any order): room for the visits clients are building now, without holding on to tens of megabytes.
 */
const ANSWER_STORES = { 'one-service': 20_000, visit: 5_000 };
export type AnswerStore = keyof typeof ANSWER_STORES;

interface Cache {
  generation: number;
  /** the generation the busy rows were first filed under: they stay while only this process's own inserts follow */
  busySince: number;
  entries: Map<string, Entry>;
  /** each beautician's entries' keys */
  byBeautician: Map<string, Set<string>>;
  /** month days' verdicts (fully booked or not), see `monthDayMemo` */
  verdicts: Map<string, boolean>;
  /** whole availability answers (while one is being computed, its promise), per store, see `rememberedAnswer` */
  answers: Record<AnswerStore, Map<string, RememberedAnswer | Promise<RememberedAnswer>>>;
}

interface RememberedAnswer {
  json: string;
  /** the instants between which it holds: from when it was computed until the clock could change it */
  from: number;
  until: number;
}

/** One beautician's busy rows in one window, as read (and, once read, as they are: `settled`). */
interface Entry {
  beauticianId: string;
  start: number;
  end: number;
  rows: Promise<BusyRows>;
  settled?: BusyRows;
}

const caches = new WeakMap<Database, Cache>();

export interface BusyTime {
  /** appointments' busy time: their occupied time less processing parts (docs/decisions/0032) */
  byBeautician: Map<string, TimeRange[]>;
  /** time off and the salon's closures (docs/decisions/0024): they take time as appointments do */
  offByBeautician: Map<string, OffRange[]>;
  /** when the first unpaid hold among them runs out (Infinity: none holds): until then the busy time stays as it is */
  changesAt: number;
}

/**
 * Busy time of the given beauticians in `window` as of `now`: the appointments holding the chair, minus
 * unpaid holds whose time is up (even before the hold-expiry job releases them; booking releases such
 * holds first, so what is offered can be booked); and their time off with the salon's closures.
 *
 * Appointments and time off are read from memory when this process's change feed is live and nothing has changed
 * since they were read (docs/decisions/0015): the cache holds database rows, never answers, so holds
 * expiring and the clock moving need no invalidation. Without a live feed (listener down, a transaction,
 * another Database object) this is one query, as before. A read for the cache also fetches `readAlso`'s
 * appointments in the same window, when the caller knows they are soon asked for: one query instead of many.
 */
export async function busyRangesByBeautician(
  db: Database,
  beauticianIds: string[],
  window: TimeRange,
  now: Date,
  readAlso: string[] = [],
): Promise<BusyTime> {
  const rows = await cachedBusyRows(db, beauticianIds, window, readAlso);
  const at = now.getTime();
  let changesAt = Infinity;
  const byBeautician = new Map<string, TimeRange[]>();
  const offByBeautician = new Map<string, OffRange[]>();
  for (const [id, { held, off }] of rows) {
    // The rows as read while no hold among them has run out: the same list each time, which the pure code remembers by.
    const live = firstHoldEnds(held) > at ? held : held.filter((r) => r.holdExpiresAt === null || r.holdExpiresAt.getTime() > at);
    changesAt = Math.min(changesAt, firstHoldEnds(live));
    byBeautician.set(id, live);
    offByBeautician.set(id, off);
  }
  return { byBeautician, offByBeautician, changesAt };
}

const holdsEnd = new WeakMap<HeldRange[], number>();

/** When the first unpaid hold in a list runs out (Infinity: none holds), worked out once per list read. */
function firstHoldEnds(held: HeldRange[]): number {
  let first = holdsEnd.get(held);
  if (first === undefined) {
    first = Infinity;
    for (const r of held) if (r.holdExpiresAt) first = Math.min(first, r.holdExpiresAt.getTime());
    holdsEnd.set(held, first);
  }
  return first;
}

async function cachedBusyRows(db: Database, ids: string[], window: TimeRange, readAlso: string[]): Promise<Map<string, BusyRows>> {
  const generation = cacheGeneration(db);
  if (generation === undefined) return busyRowsByBeautician(db, ids, window);

  const cache = cacheFor(db, generation);
  const keyOf = (id: string) => `${id}|${window.start.getTime()}|${window.end.getTime()}`;
  const isMissing = (id: string) => !cache.entries.has(keyOf(id));
  const missing = ids.some(isMissing) ? [...new Set([...ids, ...readAlso])].filter(isMissing) : [];
  if (missing.length > 0) {
    // Filed under the generation current when the read started: a change committed meanwhile raises it,
    // so a read that may have missed that change is never used once the change is known.
    const read = busyRowsByBeautician(db, missing, window);
    for (const id of missing) {
      const entry: Entry = {
        beauticianId: id,
        start: window.start.getTime(),
        end: window.end.getTime(),
        rows: Promise.resolve({ held: [], off: [] }),
      };
      entry.rows = read.then((rows) => (entry.settled = rows.get(id) ?? { held: [], off: [] }));
      entry.rows.catch(() => cache.entries.get(keyOf(id)) === entry && forget(cache, keyOf(id)));
      file(cache, keyOf(id), entry);
    }
    trimEntries(cache);
  }
  const ranges = await Promise.all(
    ids.map((id) => cache.entries.get(keyOf(id))?.rows ?? busyRowsByBeautician(db, [id], window).then((m) => m.get(id)!)),
  );
  return new Map(ids.map((id, i) => [id, ranges[i]!]));
}

/**
 * The cache of the current generation: answers and verdicts from an older one are dropped as soon as it moves on,
 * and so are busy rows, unless all that happened since they were read is this process's own inserts, which it put in
 * them as it made them (insertRemembered).
 */
function cacheFor(db: Database, generation: number): Cache {
  const cache = caches.get(db);
  if (cache?.generation === generation) return cache;
  const since = changeFeedOf(db)?.busyRowsSince();
  const keep = cache !== undefined && since !== undefined && cache.busySince >= since;
  const fresh: Cache = {
    generation,
    busySince: keep ? cache.busySince : generation,
    entries: keep ? cache.entries : new Map(),
    byBeautician: keep ? cache.byBeautician : new Map(),
    verdicts: new Map(),
    answers: { 'one-service': new Map(), visit: new Map() },
  };
  caches.set(db, fresh);
  return fresh;
}

function file(cache: Cache, key: string, entry: Entry) {
  cache.entries.set(key, entry);
  let keys = cache.byBeautician.get(entry.beauticianId);
  if (!keys) cache.byBeautician.set(entry.beauticianId, (keys = new Set()));
  keys.add(key);
}

function forget(cache: Cache, key: string) {
  const entry = cache.entries.get(key);
  if (!entry) return;
  cache.entries.delete(key);
  cache.byBeautician.get(entry.beauticianId)?.delete(key);
}

/** What an inserted appointment is to the busy rows remembered: the columns the busy read reads. */
export type InsertedAppointment = Pick<
  typeof appointments.$inferSelect,
  'id' | 'beauticianId' | 'status' | 'occupiedFrom' | 'occupiedTo' | 'processingFrom' | 'processingTo' | 'holdExpiresAt'
>;

const rememberedRows = new WeakSet<object>();

/**
 * An insert of appointments (their ids made beforehand) that this process puts in the busy rows it remembers of
 * their beauticians' days as soon as it answers, as a read would now find them; a read still under way that they
 * touch is dropped instead (it may have begun before the commit). None of those days need be read again, and the
 * insert's own notification, which may come before its answer, leaves them as they are (docs/decisions/0033).
 * `insert` answers the rows, or undefined when refused. Whatever else happens, the caches forget everything, as
 * after any booking: a failure (the insert may have committed), or nothing remembered now (no live feed, or a write
 * of this process in flight).
 */
export async function insertRemembered<T extends readonly InsertedAppointment[]>(
  db: Database,
  ids: readonly string[],
  insert: () => Promise<T | undefined>,
): Promise<T | undefined> {
  const feed = changeFeedOf(db);
  if (!feed) return insert();
  feed.expectInserts(ids);
  let rows: T | undefined;
  try {
    rows = await insert();
  } catch (err) {
    feed.forgetInserts(ids);
    feed.invalidate();
    throw err;
  }
  if (rows && putInRemembered(db, rows)) return rows;
  feed.forgetInserts(ids);
  if (rows) feed.invalidate();
  return rows;
}

function putInRemembered(db: Database, rows: readonly InsertedAppointment[]): boolean {
  const feed = changeFeedOf(db);
  const generation = feed?.generation();
  if (!feed || generation === undefined) return false;
  const cache = cacheFor(db, generation);
  for (const row of rows) {
    if (!(CHAIR_HOLDING_STATUSES as readonly string[]).includes(row.status)) continue;
    const holdExpiresAt = row.status === 'reserved_unpaid' ? row.holdExpiresAt : null;
    const stretches = busyOfBooked(row).map((stretch) => ({ ...stretch, holdExpiresAt }));
    for (const key of [...(cache.byBeautician.get(row.beauticianId) ?? [])]) {
      const entry = cache.entries.get(key)!;
      // The busy read's own test: the occupied range touches the window.
      if (!(row.occupiedFrom.getTime() < entry.end && entry.start < row.occupiedTo.getTime())) continue;
      if (!entry.settled) {
        forget(cache, key);
        continue;
      }
      const settled = { held: [...entry.settled.held, ...stretches], off: entry.settled.off };
      file(cache, key, { ...entry, rows: Promise.resolve(settled), settled });
    }
    rememberedRows.add(row);
  }
  // A new generation: answers and verdicts worked out before it are stale; the busy rows, as just put, are not.
  feed.carry();
  return true;
}

/** Whether insertRemembered put this row in the busy rows remembered. */
export const wasRemembered = (row: object): boolean => rememberedRows.has(row);

/** The change feed's generation while it is live (what this module's entries are filed under). */
export const cacheGeneration = (db: Database): number | undefined => changeFeedOf(db)?.generation();

/**
 * A month day's verdict remembered while nothing changes: only when the generation is still `readSince`, taken
 * before the request read the catalogue and busy ranges it was computed from; `key` must name everything
 * else it depends on. The busy time's
 * fingerprint is part of it because holds expire by the clock without a new generation. Nothing is
 * remembered while the change feed is not live.
 */
export function monthDayMemo(db: Database, readSince: number | undefined, key: unknown[]): DayVerdictMemo | undefined {
  const generation = cacheGeneration(db);
  if (generation === undefined || generation !== readSince) return undefined;
  const { verdicts } = cacheFor(db, generation);
  const prefix = JSON.stringify(key);
  return (date, verdict) => {
    const dayKey = `${prefix}|${date}`;
    const known = verdicts.get(dayKey);
    if (known !== undefined) return known;
    const computed = verdict();
    verdicts.set(dayKey, computed);
    trim(verdicts);
    return computed;
  };
}

/** An answer as computed: its body, and until when (ms) the clock leaves it true. */
export interface ComputedAnswer {
  json: string;
  validUntil: number;
}

/**
 * A serialized availability answer (`key` names the question), remembered while this process's change feed is
 * live and nothing changes, and used only while the clock stays inside the window `compute` says it holds for
 * (docs/decisions/0015). Asked again at once, the question is computed once and the answer shared. `compute`
 * may answer neighbouring questions on the way (`related`, each with its key): they are remembered too.
 */
export async function rememberedAnswer(
  db: Database,
  key: string,
  now: Date,
  compute: () => Promise<ComputedAnswer & { related?: Array<ComputedAnswer & { key: string }> }>,
  store: AnswerStore = 'one-service',
): Promise<string> {
  const generation = cacheGeneration(db);
  if (generation === undefined) return (await compute()).json;
  // Filed under the generation current before anything was read, as the busy ranges are.
  const answers = cacheFor(db, generation).answers[store];
  const max = ANSWER_STORES[store];
  const at = now.getTime();
  const known = answers.get(key);
  const answer = known instanceof Promise ? await known.catch(() => undefined) : known;
  if (answer && answer.from <= at && at < answer.until) return answer.json;
  const computing = compute().then(({ json, validUntil, related = [] }) => {
    for (const other of related) {
      if (!answers.has(other.key)) answers.set(other.key, { json: other.json, from: at, until: other.validUntil });
    }
    trim(answers, max);
    return { json, from: at, until: validUntil };
  });
  answers.set(key, computing);
  trim(answers, max);
  computing.then(
    // Settled: kept as a plain value, so the many requests that follow need not wait on a promise.
    (done) => answers.get(key) === computing && answers.set(key, done),
    () => answers.get(key) === computing && answers.delete(key),
  );
  return (await computing).json;
}

/** Identifies which of a generation's rows are still busy (only expiring holds leave, as time passes). */
export function busyFingerprint(busy: Map<string, TimeRange[]>): string {
  let count = 0;
  let sum = 0;
  for (const ranges of busy.values()) {
    count += ranges.length;
    sum += minutesSum(ranges);
  }
  return `${count}:${sum}`;
}

const sums = new WeakMap<TimeRange[], number>();

/** The ends of a list's ranges in minutes, added up once per list read (the same list comes back while nothing lapses). */
function minutesSum(ranges: TimeRange[]): number {
  let sum = sums.get(ranges);
  if (sum === undefined) {
    sum = 0;
    for (const r of ranges) sum += r.end.getTime() / 60_000;
    sums.set(ranges, sum);
  }
  return sum;
}

/** Drops the oldest busy rows beyond MAX_ENTRIES. */
function trimEntries(cache: Cache) {
  for (const key of cache.entries.keys()) {
    if (cache.entries.size <= MAX_ENTRIES) return;
    forget(cache, key);
  }
}

function trim(entries: Map<string, unknown>, max = MAX_ENTRIES) {
  for (const key of entries.keys()) {
    if (entries.size <= max) return;
    entries.delete(key);
  }
}
