import type { DayVerdictMemo } from '../../../core/availability/fully-booked.ts';
import type { TimeRange } from '../../../core/availability/time-ranges.ts';
import { changeFeedOf } from '../../db/change-listener.ts';
import type { Database } from '../../db/client.ts';
import { heldRangesByBeautician, type HeldRange } from './availability.repository.ts';

/** Entries kept per Database object at most (a (beautician, window) pair each); the oldest go first. */
const MAX_ENTRIES = 5000;

interface Cache {
  generation: number;
  entries: Map<string, Promise<HeldRange[]>>;
  /** month days' verdicts (fully booked or not), see `monthDayMemo` */
  verdicts: Map<string, boolean>;
}

const caches = new WeakMap<Database, Cache>();

/**
 * Busy time of the given beauticians in `window` as of `now`: the appointments holding the chair, minus
 * unpaid holds whose time is up (even before the hold-expiry job releases them; booking releases such
 * holds first, so what is offered can be booked).
 *
 * The appointments are read from memory when this process's change feed is live and nothing has changed
 * since they were read (docs/decisions/0015): the cache holds database rows, never answers, so holds
 * expiring and the clock moving need no invalidation. Without a live feed (listener down, a transaction,
 * another Database object) this is one query, as before.
 */
export async function busyRangesByBeautician(
  db: Database,
  beauticianIds: string[],
  window: TimeRange,
  now: Date,
): Promise<Map<string, TimeRange[]>> {
  const held = await cachedHeldRanges(db, beauticianIds, window);
  const at = now.getTime();
  return new Map(
    [...held].map(([id, ranges]) => [id, ranges.filter((r) => r.holdExpiresAt === null || r.holdExpiresAt.getTime() > at)]),
  );
}

async function cachedHeldRanges(db: Database, ids: string[], window: TimeRange): Promise<Map<string, HeldRange[]>> {
  const generation = cacheGeneration(db);
  if (generation === undefined) return heldRangesByBeautician(db, ids, window);

  const cache = cacheFor(db, generation);
  const keyOf = (id: string) => `${id}|${window.start.getTime()}|${window.end.getTime()}`;
  const missing = ids.filter((id) => !cache.entries.has(keyOf(id)));
  if (missing.length > 0) {
    // Filed under the generation current when the read started: a change committed meanwhile raises it,
    // so a read that may have missed that change is never used once the change is known.
    const read = heldRangesByBeautician(db, missing, window);
    read.catch(() => {
      for (const id of missing) cache.entries.delete(keyOf(id));
    });
    for (const id of missing) cache.entries.set(keyOf(id), read.then((held) => held.get(id) ?? []));
    trim(cache.entries);
  }
  const ranges = await Promise.all(ids.map((id) => cache.entries.get(keyOf(id)) ?? heldRangesByBeautician(db, [id], window).then((m) => m.get(id)!)));
  return new Map(ids.map((id, i) => [id, ranges[i]!]));
}

/** The cache of the current generation: entries from an older one are dropped as soon as it moves on. */
function cacheFor(db: Database, generation: number): Cache {
  const cache = caches.get(db);
  if (cache?.generation === generation) return cache;
  const fresh: Cache = { generation, entries: new Map(), verdicts: new Map() };
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

/** Identifies which of a generation's rows are still busy (only expiring holds leave, as time passes). */
export function busyFingerprint(busy: Map<string, TimeRange[]>): string {
  let count = 0;
  let sum = 0;
  for (const ranges of busy.values()) {
    count += ranges.length;
    for (const r of ranges) sum += r.end.getTime() / 60_000;
  }
  return `${count}:${sum}`;
}

function trim(entries: Map<string, unknown>) {
  for (const key of entries.keys()) {
    if (entries.size <= MAX_ENTRIES) return;
    entries.delete(key);
  }
}
