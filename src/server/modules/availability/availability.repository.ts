import { and, inArray, sql } from 'drizzle-orm';
import { busyOfBooked } from '../../../core/availability/service-timing.ts';
import { CHAIR_HOLDING_STATUSES } from '../../../core/status.ts';
import type { OffRange } from '../../../core/availability/time-off.ts';
import type { TimeRange } from '../../../core/availability/time-ranges.ts';
import type { Database } from '../../db/client.ts';
import { appointments } from '../../db/schema/booking.ts';
import { timeOff } from '../../db/schema/time-off.ts';
import { timeOffTouching } from '../time-off/time-off.repository.ts';

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
 * and their time off, each with a copy of the salon's closures (docs/decisions/0024). One statement for both, as
 * this is read again after every booking (a round trip is much of a booking's cost: docs/decisions/0033).
 */
export async function busyRowsByBeautician(db: Database, beauticianIds: string[], window: TimeRange): Promise<Map<string, BusyRows>> {
  if (beauticianIds.length === 0) return new Map();
  const rows = await heldRowsQuery(db, beauticianIds, window).unionAll(offRowsQuery(db, beauticianIds, window));
  const held = new Map<string, HeldRange[]>(beauticianIds.map((id) => [id, []]));
  const own = new Map<string, OffRange[]>(beauticianIds.map((id) => [id, []]));
  const closures: OffRange[] = [];
  for (const row of rows) {
    if (row.off) {
      const range = { start: row.occupiedFrom, end: row.occupiedTo };
      if (row.beauticianId === null) closures.push({ ...range, kind: 'closure', label: row.note ?? '' });
      else own.get(row.beauticianId)?.push({ ...range, kind: 'time_off', label: '' });
      continue;
    }
    const holdExpiresAt = row.status === 'reserved_unpaid' ? row.holdExpiresAt : null;
    for (const stretch of busyOfBooked(row)) held.get(row.beauticianId!)?.push({ ...stretch, holdExpiresAt });
  }
  return new Map(beauticianIds.map((id) => [id, { held: held.get(id)!, off: [...own.get(id)!, ...closures] }]));
}

/**
 * Busy time of the given beauticians' chair-holding appointments whose occupied time touches [from, to), holds past
 * their expiry included (the caller drops those with its own clock, so the answer does not depend on "now"
 * and can be cached): one stretch each, or two around a processing part, in which the beautician is free. The range
 * test matches the occupied range's GiST index (migration 0016): one cheap query for a month.
 */
function heldRowsQuery(db: Database, beauticianIds: string[], window: TimeRange) {
  return db
    .select({
      off: sql<boolean>`false`,
      // As nullable as a closure's, for the union.
      beauticianId: sql<string | null>`${appointments.beauticianId}`,
      occupiedFrom: appointments.occupiedFrom,
      occupiedTo: appointments.occupiedTo,
      processingFrom: appointments.processingFrom,
      processingTo: appointments.processingTo,
      status: appointments.status,
      holdExpiresAt: appointments.holdExpiresAt,
      note: sql<string | null>`null::text`,
    })
    .from(appointments)
    .where(
      and(
        inArray(appointments.beauticianId, beauticianIds),
        inArray(appointments.status, [...CHAIR_HOLDING_STATUSES]),
        sql`tstzrange(${appointments.occupiedFrom}, ${appointments.occupiedTo}, '[)') && tstzrange(${window.start.toISOString()}::timestamptz, ${window.end.toISOString()}::timestamptz, '[)')`,
      ),
    );
}

/** Their time off and the salon's closures touching [from, to), in the shape of heldRowsQuery's rows. */
function offRowsQuery(db: Database, beauticianIds: string[], window: TimeRange) {
  return db
    .select({
      off: sql<boolean>`true`,
      beauticianId: timeOff.beauticianId,
      occupiedFrom: timeOff.startsAt,
      occupiedTo: timeOff.endsAt,
      processingFrom: sql<Date | null>`null::timestamptz`,
      processingTo: sql<Date | null>`null::timestamptz`,
      status: sql<string>`'off'`,
      holdExpiresAt: sql<Date | null>`null::timestamptz`,
      note: timeOff.note,
    })
    .from(timeOff)
    .where(timeOffTouching(beauticianIds, window));
}
