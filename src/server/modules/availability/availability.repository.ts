import { and, inArray, sql } from 'drizzle-orm';
import { CHAIR_HOLDING_STATUSES } from '../../../core/status.ts';
import type { TimeRange } from '../../../core/availability/time-ranges.ts';
import type { Database } from '../../db/client.ts';
import { appointments } from '../../db/schema.ts';

/**
 * Occupied time (buffers included) of the given beauticians' live appointments that touches [from, to).
 * The range test matches the exclusion constraint's GiST index, so this stays one cheap query for a month.
 * An unpaid hold past its expiry no longer counts, even before the hold-expiry job has released it
 * (booking releases such holds before inserting, so what is offered can be booked).
 */
export async function busyRangesByBeautician(
  db: Database,
  beauticianIds: string[],
  window: TimeRange,
  now: Date,
): Promise<Map<string, TimeRange[]>> {
  const busy = new Map<string, TimeRange[]>(beauticianIds.map((id) => [id, []]));
  if (beauticianIds.length === 0) return busy;
  const rows = await db
    .select({ beauticianId: appointments.beauticianId, start: appointments.occupiedFrom, end: appointments.occupiedTo })
    .from(appointments)
    .where(
      and(
        inArray(appointments.beauticianId, beauticianIds),
        inArray(appointments.status, [...CHAIR_HOLDING_STATUSES]),
        sql`not (${appointments.status} = 'reserved_unpaid' and coalesce(${appointments.holdExpiresAt} <= ${now.toISOString()}::timestamptz, false))`,
        sql`tstzrange(${appointments.occupiedFrom}, ${appointments.occupiedTo}, '[)') && tstzrange(${window.start.toISOString()}::timestamptz, ${window.end.toISOString()}::timestamptz, '[)')`,
      ),
    );
  for (const row of rows) busy.get(row.beauticianId)?.push({ start: row.start, end: row.end });
  return busy;
}
