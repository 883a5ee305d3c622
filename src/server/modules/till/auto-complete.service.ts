import { randomUUID } from 'node:crypto';
import { balancePence } from '../../../core/revenue.ts';
import type { Database } from '../../db/client.ts';
import { findSettings } from '../catalog/salon.repository.ts';
import { recordEntries } from './till.repository.ts';
import { lockVisit, markVisitCompleted, overdueVisitIds } from './visit.repository.ts';

const HOUR_MS = 3_600_000;
/** Visits read at a time. */
const BATCH = 200;
export const AUTO_COMPLETE_NOTE = 'Completed automatically';

/**
 * Completes the confirmed visits nobody checked out, `autoCompleteHours` after their end (docs/decisions/0027): the
 * balance is recorded as taken at the visit's end, method 'not_recorded'. A visit of several services waits for its
 * last (issue 25) and completes whole. Each visit in one transaction under the lock of its parts and a status guard,
 * so two runs at once (two processes), or a run and a checkout by hand, complete it once. Returns how many it
 * completed; nothing when the setting is off.
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

async function completeOne(db: Database, visitId: string, endedBy: Date, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const parts = await lockVisit(tx, visitId);
    const confirmed = parts.filter((p) => p.status === 'confirmed');
    const end = new Date(Math.max(...parts.map((p) => p.endAt.getTime())));
    // Checked out meanwhile (by hand, or by another run), or a part moved later: nothing to do now.
    if (confirmed.length === 0 || end > endedBy) return false;
    await markVisitCompleted(tx, visitId, now, true);
    // What each part's price still wants, paid online or at the salon; nothing on a part paid (or overpaid).
    const paymentId = randomUUID();
    const entries = confirmed
      .filter((p) => balancePence(p) > 0)
      .map((p) => ({
        appointmentId: p.id,
        kind: 'salon_payment' as const,
        method: 'not_recorded' as const,
        amountPence: balancePence(p),
        tipPence: 0,
      }));
    await recordEntries(tx, entries, {
      takenAt: end,
      recordedAt: now,
      recordedBy: null,
      requestId: null,
      note: AUTO_COMPLETE_NOTE,
      paymentId,
    });
    return true;
  });
}
