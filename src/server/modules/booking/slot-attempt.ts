import type { TimeRange } from '../../../core/availability/time-ranges.ts';
import type { Database } from '../../db/client.ts';
import { lostSlotRace, sameRequestBooked } from '../../db/errors.ts';
import { releaseExpiredHoldsOverlapping } from './bookings.repository.ts';

/**
 * Runs `attempt`, a transaction that puts a live appointment of `beauticianId` in `range`. Availability already
 * ignores unpaid holds past their time, which the exclusion constraint still sees until the job releases them: when
 * the database refused the attempt (another appointment, time off, or a deadlock between two such attempts) and
 * expired holds overlap the range, those are released and the attempt made once more, so an expired hold never
 * blocks the slot. Otherwise the refusal is thrown as it came.
 */
export async function withExpiredHoldsReleased<T>(
  db: Database,
  beauticianId: string,
  range: TimeRange,
  now: Date,
  attempt: () => Promise<T>,
): Promise<T> {
  try {
    return await attempt();
  } catch (err) {
    if (!lostSlotRace(err) || (await releaseExpiredHoldsOverlapping(db, beauticianId, range, now)) === 0) throw err;
    return attempt();
  }
}

/**
 * As withExpiredHoldsReleased; undefined when the database refused it for another appointment (or time off) there,
 * or for the same request booked by its other copy.
 */
export function attemptInSlot<T>(
  db: Database,
  beauticianId: string,
  range: TimeRange,
  now: Date,
  attempt: () => Promise<T>,
): Promise<T | undefined> {
  return withExpiredHoldsReleased(db, beauticianId, range, now, attempt).catch((err: unknown) => {
    if (lostSlotRace(err) || sameRequestBooked(err)) return undefined;
    throw err;
  });
}

/** A beautician's range a write of several appointments (a visit's services) puts a live appointment in. */
export interface BeauticianRange {
  beauticianId: string;
  range: TimeRange;
}

/**
 * As withExpiredHoldsReleased for a write of several appointments at once (a visit's services): the expired holds in
 * any of its ranges let go once. Otherwise the refusal is thrown as it came.
 */
export async function withExpiredHoldsReleasedIn<T>(
  db: Database,
  ranges: readonly BeauticianRange[],
  now: Date,
  attempt: () => Promise<T>,
) {
  try {
    return await attempt();
  } catch (err) {
    if (!lostSlotRace(err) || (await releaseExpiredHoldsIn(db, ranges, now)) === 0) throw err;
    return attempt();
  }
}

/** As attemptInSlot for a write of several appointments at once: undefined when the database refused it. */
export function attemptInSlots<T>(db: Database, ranges: readonly BeauticianRange[], now: Date, attempt: () => Promise<T>) {
  return withExpiredHoldsReleasedIn(db, ranges, now, attempt).catch((err: unknown) => {
    if (lostSlotRace(err) || sameRequestBooked(err)) return undefined;
    throw err;
  });
}

async function releaseExpiredHoldsIn(db: Database, ranges: readonly BeauticianRange[], now: Date): Promise<number> {
  let released = 0;
  for (const { beauticianId, range } of ranges) released += await releaseExpiredHoldsOverlapping(db, beauticianId, range, now);
  return released;
}
