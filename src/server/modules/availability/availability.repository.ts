import { and, inArray, sql } from 'drizzle-orm';
import { CHAIR_HOLDING_STATUSES } from '../../../core/status.ts';
import type { TimeRange } from '../../../core/availability/time-ranges.ts';
import type { Database } from '../../db/client.ts';
import { appointments } from '../../db/schema.ts';

/** Time a live appointment occupies (buffers included); an unpaid hold stops counting at `holdExpiresAt`. */
export interface HeldRange extends TimeRange {
  holdExpiresAt: Date | null;
}

/**
 * Occupied time of the given beauticians' chair-holding appointments that touches [from, to), holds past
 * their expiry included (the caller drops those with its own clock, so the answer does not depend on "now"
 * and can be cached). The range test matches the exclusion constraint's GiST index: one cheap query for a month.
 */
export async function heldRangesByBeautician(
  db: Database,
  beauticianIds: string[],
  window: TimeRange,
): Promise<Map<string, HeldRange[]>> {
  const held = new Map<string, HeldRange[]>(beauticianIds.map((id) => [id, []]));
  if (beauticianIds.length === 0) return held;
  const rows = await db
    .select({
      beauticianId: appointments.beauticianId,
      start: appointments.occupiedFrom,
      end: appointments.occupiedTo,
      status: appointments.status,
      holdExpiresAt: appointments.holdExpiresAt,
    })
    .from(appointments)
    .where(
      and(
        inArray(appointments.beauticianId, beauticianIds),
        inArray(appointments.status, [...CHAIR_HOLDING_STATUSES]),
        sql`tstzrange(${appointments.occupiedFrom}, ${appointments.occupiedTo}, '[)') && tstzrange(${window.start.toISOString()}::timestamptz, ${window.end.toISOString()}::timestamptz, '[)')`,
      ),
    );
  for (const row of rows) {
    const holdExpiresAt = row.status === 'reserved_unpaid' ? row.holdExpiresAt : null;
    held.get(row.beauticianId)?.push({ start: row.start, end: row.end, holdExpiresAt });
  }
  return held;
}
