import { and, inArray, sql } from 'drizzle-orm';
import { busyOfBooked } from '../../../core/availability/service-timing.ts';
import { CHAIR_HOLDING_STATUSES } from '../../../core/status.ts';
import type { OffRange } from '../../../core/availability/time-off.ts';
import type { TimeRange } from '../../../core/availability/time-ranges.ts';
import type { Database } from '../../db/client.ts';
import { appointments } from '../../db/schema/booking.ts';
import { offRowsTouching } from '../time-off/time-off.repository.ts';

/**
 * A stretch of a live appointment's busy time (buffers included, its processing part left out: docs/decisions/0032);
 * an unpaid hold stops counting at `holdExpiresAt`.
 */
export interface HeldRange extends TimeRange {
  holdExpiresAt: Date | null;
}

/** What takes a beautician's time in a window: their appointments, and their time off with the salon's closures. */
export interface BusyRows {
  held: HeldRange[];
  off: OffRange[];
}

/**
 * Everything that takes the given beauticians' time in [from, to): their chair-holding appointments (see below)
 * and their time off, each with a copy of the salon's closures (docs/decisions/0024).
 */
export async function busyRowsByBeautician(db: Database, beauticianIds: string[], window: TimeRange): Promise<Map<string, BusyRows>> {
  const [held, offRows] = await Promise.all([
    heldRangesByBeautician(db, beauticianIds, window),
    beauticianIds.length > 0 ? offRowsTouching(db, beauticianIds, window) : [],
  ]);
  const closures: OffRange[] = offRows
    .filter((r) => r.beauticianId === null)
    .map((r) => ({ start: r.start, end: r.end, kind: 'closure', label: r.note }));
  return new Map(
    beauticianIds.map((id) => {
      const own: OffRange[] = offRows
        .filter((r) => r.beauticianId === id)
        .map((r) => ({ start: r.start, end: r.end, kind: 'time_off', label: '' }));
      return [id, { held: held.get(id) ?? [], off: [...own, ...closures] }];
    }),
  );
}

/**
 * Busy time of the given beauticians' chair-holding appointments whose occupied time touches [from, to), holds past
 * their expiry included (the caller drops those with its own clock, so the answer does not depend on "now"
 * and can be cached): one stretch each, or two around a processing part, in which the beautician is free. The range
 * test matches the occupied range's GiST index (migration 0016): one cheap query for a month.
 */
async function heldRangesByBeautician(db: Database, beauticianIds: string[], window: TimeRange): Promise<Map<string, HeldRange[]>> {
  const held = new Map<string, HeldRange[]>(beauticianIds.map((id) => [id, []]));
  if (beauticianIds.length === 0) return held;
  const rows = await db
    .select({
      beauticianId: appointments.beauticianId,
      occupiedFrom: appointments.occupiedFrom,
      occupiedTo: appointments.occupiedTo,
      processingFrom: appointments.processingFrom,
      processingTo: appointments.processingTo,
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
    for (const stretch of busyOfBooked(row)) held.get(row.beauticianId)?.push({ ...stretch, holdExpiresAt });
  }
  return held;
}
