import { balancePence } from '../../../core/revenue.ts';
import type { Database } from '../../db/client.ts';
import { findSettings } from '../catalog/salon.repository.ts';
import { completeIfOverdue, overdueVisitIds, recordSalonPayments } from './till.repository.ts';

const HOUR_MS = 3_600_000;
/** Visits read at a time. */
const BATCH = 200;
export const AUTO_COMPLETE_NOTE = 'Completed automatically';

/**
 * Completes the confirmed visits nobody checked out, `autoCompleteHours` after their end (docs/decisions/0027):
 * the balance is recorded as taken at the visit's end, method 'not_recorded'. Each visit in one transaction under a
 * status guard, so two runs at once (two processes), or a run and a checkout by hand, complete it once. Returns how
 * many it completed; nothing when the setting is off.
 */
export async function completeOverdueVisits(db: Database, now: Date): Promise<number> {
  const hours = (await findSettings(db))?.autoCompleteHours;
  if (hours === null || hours === undefined) return 0;
  const endedBy = new Date(now.getTime() - hours * HOUR_MS);
  let completed = 0;
  let ids: string[];
  // A full batch means there may be more (a salon's first run after the upgrade): go on until one comes back short.
  // A visit the guard skipped has left the query's set, so this ends.
  do {
    ids = await overdueVisitIds(db, endedBy, BATCH);
    for (const id of ids) if (await completeOne(db, id, endedBy, now)) completed += 1;
  } while (ids.length === BATCH);
  return completed;
}

async function completeOne(db: Database, id: string, endedBy: Date, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await completeIfOverdue(tx, id, endedBy, now);
    if (!row) return false;
    // What the price still wants, paid online or at the salon; nothing when it is paid (or overpaid).
    const balance = balancePence(row);
    const payment = { method: 'not_recorded' as const, amountPence: balance, tipPence: 0 };
    if (balance > 0)
      await recordSalonPayments(tx, id, [payment], {
        takenAt: row.endAt,
        recordedAt: now,
        recordedBy: null,
        requestId: null,
        note: AUTO_COMPLETE_NOTE,
      });
    return true;
  });
}
