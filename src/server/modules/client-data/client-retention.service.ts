import { retentionCutoff } from '../../../core/client-data.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { ForgetCard } from '../../payments/payment-provider.ts';
import { findSettings } from '../catalog/salon.repository.ts';
import { clientsPastRetention } from './client-erasure.repository.ts';
import { eraseClientOnce } from './client-erasure.service.ts';

/** Clients read at a time. */
const BATCH = 100;

/**
 * Anonymises, by the same erasure as staff use, every client with no visit in the last `clientRetentionYears` years
 * and nothing booked to come (docs/decisions/0028). Each client in a transaction of its own, so two runs at once
 * (two processes) erase each once. Returns how many it erased; nothing when the setting is off.
 */
export async function anonymiseLapsedClients(db: Database, now: Date, forgetCard: ForgetCard): Promise<number> {
  const years = (await findSettings(db))?.clientRetentionYears;
  if (years === null || years === undefined) return 0;
  const cutoff = retentionCutoff(now, years);
  let erased = 0;
  let ids: string[];
  // A client erased (by this run or another) or given a new booking meanwhile has left the query's set, so this ends.
  do {
    ids = await clientsPastRetention(db, cutoff, now, BATCH);
    for (const id of ids) if (await eraseIfStillLapsed(db, id, now, forgetCard)) erased += 1;
  } while (ids.length === BATCH);
  return erased;
}

/** A client who booked since the list was read is refused by the erasure's own check, and left alone; one another run erased is not counted. */
async function eraseIfStillLapsed(db: Database, id: string, now: Date, forgetCard: ForgetCard): Promise<boolean> {
  try {
    return (await eraseClientOnce(db, id, now, forgetCard)).erasedNow;
  } catch (err) {
    // A card the provider could not detach tonight is tried again with the client tomorrow night.
    if (err instanceof AppError && (err.code === 'CLIENT_HAS_UPCOMING_VISIT' || err.code === 'CARD_NOT_FORGOTTEN' || err.status === 404))
      return false;
    throw err;
  }
}
