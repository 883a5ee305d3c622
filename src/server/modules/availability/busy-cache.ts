import type { DayVerdictMemo } from '../../../core/availability/fully-booked.ts';
import type { OffRange } from '../../../core/availability/time-off.ts';
import type { TimeRange } from '../../../core/availability/time-ranges.ts';
import { changeFeedOf } from '../../db/change-listener.ts';
import type { Database } from '../../db/client.ts';
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
  entries: Map<string, Promise<BusyRows>>;
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
    read.catch(() => {
      for (const id of missing) cache.entries.delete(keyOf(id));
    });
    for (const id of missing)
      cache.entries.set(
        keyOf(id),
        read.then((rows) => rows.get(id) ?? { held: [], off: [] }),
      );
    trim(cache.entries);
  }
  const ranges = await Promise.all(
    ids.map((id) => cache.entries.get(keyOf(id)) ?? busyRowsByBeautician(db, [id], window).then((m) => m.get(id)!)),
  );
  return new Map(ids.map((id, i) => [id, ranges[i]!]));
}

/** The cache of the current generation: entries from an older one are dropped as soon as it moves on. */
function cacheFor(db: Database, generation: number): Cache {
  const cache = caches.get(db);
  if (cache?.generation === generation) return cache;
  const fresh: Cache = { generation, entries: new Map(), verdicts: new Map(), answers: { 'one-service': new Map(), visit: new Map() } };
  caches.set(db, fresh);
  return fresh;
}

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

function trim(entries: Map<string, unknown>, max = MAX_ENTRIES) {
  for (const key of entries.keys()) {
    if (entries.size <= max) return;
    entries.delete(key);
  }
}
