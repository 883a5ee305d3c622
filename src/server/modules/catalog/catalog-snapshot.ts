import { PgTransaction } from 'drizzle-orm/pg-core';
import type { WeeklyHours } from '../../../core/availability/slots.ts';
import { changeFeedOf } from '../../db/change-listener.ts';
import type { Database } from '../../db/client.ts';
import { anyClientCardRule, findSettings, listSalonHours, type SalonSettingsRow } from './salon.repository.ts';
import { listBeauticians, listServices, type BeauticianRecord, type ServiceRecord } from './catalog.repository.ts';
import { readCatalogVersion } from './catalog-version.repository.ts';

/**
 * Everything the public pages and every availability question read besides appointments: the salon's settings
 * and hours, the services and the beauticians (inactive ones included, in list order).
 */
export interface CatalogSnapshot {
  settings: SalonSettingsRow | undefined;
  salonHours: WeeklyHours[];
  services: ServiceRecord[];
  beauticians: BeauticianRecord[];
  serviceById: ReadonlyMap<string, ServiceRecord>;
  beauticianById: ReadonlyMap<string, BeauticianRecord>;
  /**
   * whether staff required or waived a card for any client (issue 26): with no card rule in the salon's policy either, a
   * booking needs no look at its client's record (migration 0020 keeps this current)
   */
  clientCardOverrides: boolean;
  /** a value computed from this snapshot once (a response body and its ETag), then reused until it changes */
  derived<T>(key: string, compute: () => T): T;
}

interface CacheEntry {
  version: number;
  /** the change feed's generation this entry was last known current at (undefined: check the version) */
  generation: number | undefined;
  snapshot: Promise<CatalogSnapshot>;
}

const cache = new WeakMap<Database, CacheEntry>();

/**
 * The catalogue, from memory while its version (raised by triggers on every change, migration 0005) is the
 * one this process loaded: one primary-key read per request instead of nine queries, and a change committed
 * by any process is seen on the next request (docs/decisions/0015). The version is read before the data, so
 * a snapshot is never older than the version it is filed under. While this process's change feed is live
 * (migration 0006: the triggers also notify), even that read is skipped until a catalogue notification or a
 * local write other than a booking moves the feed's catalogue generation on (bookings leave it: docs/decisions/0033).
 * Inside a transaction nothing is cached: what it sees may yet roll back.
 */
export async function catalogSnapshot(db: Database): Promise<CatalogSnapshot> {
  if (inTransaction(db)) return loadSnapshot(db);
  const generation = changeFeedOf(db)?.catalogGeneration();
  const cached = cache.get(db);
  if (generation !== undefined && cached?.generation === generation) return cached.snapshot;
  const version = await readCatalogVersion(db);
  const current = cache.get(db);
  if (current?.version === version) {
    // Still current as of a read made after `generation` was taken: good for that generation.
    if (generation !== undefined) current.generation = generation;
    return current.snapshot;
  }
  const snapshot = loadSnapshot(db);
  cache.set(db, { version, generation, snapshot });
  snapshot.catch(() => {
    if (cache.get(db)?.snapshot === snapshot) cache.delete(db);
  });
  return snapshot;
}

const inTransaction = (db: Database): boolean => db instanceof PgTransaction;

async function loadSnapshot(db: Database): Promise<CatalogSnapshot> {
  const [settings, hours, services, beauticians, clientCardOverrides] = await Promise.all([
    findSettings(db),
    listSalonHours(db),
    listServices(db, { activeOnly: false }),
    listBeauticians(db, { activeOnly: false }),
    anyClientCardRule(db),
  ]);
  const memo = new Map<string, unknown>();
  return {
    settings,
    salonHours: hours.map((r) => ({ dayOfWeek: r.dayOfWeek, start: r.start, end: r.end })),
    services,
    beauticians,
    serviceById: new Map(services.map((s) => [s.id, s])),
    beauticianById: new Map(beauticians.map((b) => [b.id, b])),
    clientCardOverrides,
    derived<T>(key: string, compute: () => T): T {
      if (!memo.has(key)) memo.set(key, compute());
      return memo.get(key) as T;
    },
  };
}
