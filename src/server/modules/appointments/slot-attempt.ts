import type { TimeRange } from '../../../core/availability/time-ranges.ts';
import type { Database } from '../../db/client.ts';
import { lostSlotRace } from '../../db/errors.ts';
import { releaseExpiredHoldsOverlapping } from './appointments.repository.ts';

/**
 * Runs `attempt`, a transaction that puts a live appointment of `beauticianId` in `range`; undefined when the
 * database refused it for another appointment (or time off) there. Availability already ignores unpaid holds
 * past their time, which the exclusion constraint still sees until the job releases them: on a refusal those
 * overlapping the range are released and the attempt made once more, so an expired hold never blocks the slot.
 */
export async function attemptInSlot<T>(db: Database, beauticianId: string, range: TimeRange, now: Date, attempt: () => Promise<T>): Promise<T | undefined> {
  const done = await lostAsUndefined(attempt());
  if (done !== undefined) return done;
  const released = await releaseExpiredHoldsOverlapping(db, beauticianId, range, now);
  return released > 0 ? lostAsUndefined(attempt()) : undefined;
}

const lostAsUndefined = <T>(attempt: Promise<T>): Promise<T | undefined> =>
  attempt.catch((err: unknown) => {
    if (lostSlotRace(err)) return undefined;
    throw err;
  });
