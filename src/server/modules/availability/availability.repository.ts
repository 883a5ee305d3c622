import { and, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { busyOfBooked } from '../../../core/availability/service-timing.ts';
import { CHAIR_HOLDING_STATUSES } from '../../../core/status.ts';
import type { OffRange } from '../../../core/availability/time-off.ts';
import type { TimeRange } from '../../../core/availability/time-ranges.ts';
import type { Database } from '../../db/client.ts';
import { preparedByShape } from '../../db/prepared.ts';
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

/** The busy read's parameters: the beauticians' ids (or the one id), and the window's start and end. */
const ids = sql.placeholder('ids');
const from = sql.placeholder('from');
const to = sql.placeholder('to');

/**
 * Whose rows a busy read asks for: one beautician (a booking's own check, most slots answers) or several. One id is a
 * statement of its own, for which PostgreSQL keeps a generic plan as good as any, where for a list of ids it cannot
 * tell how many and plans every read anew (docs/decisions/0033).
 */
type Whose = (beauticianId: AnyColumn) => SQL;
const oneBeautician: Whose = (column) => sql`${column} = ${ids}::uuid`;
const someBeauticians: Whose = (column) => sql`${column} = any(${ids}::uuid[])`;

/**
 * Everything that takes the given beauticians' time in [from, to): their chair-holding appointments (see below)
 * and their time off, each with a copy of the salon's closures (docs/decisions/0024). One prepared statement for
 * both, as this is read again after every booking (a round trip is much of a booking's cost: docs/decisions/0033).
 */
export async function busyRowsByBeautician(db: Database, beauticianIds: string[], window: TimeRange): Promise<Map<string, BusyRows>> {
  if (beauticianIds.length === 0) return new Map();
  // Both halves in one statement, built and parsed once, not per read.
  const one = beauticianIds.length === 1;
  const whose = one ? oneBeautician : someBeauticians;
  const read = preparedByShape(db, `busy rows of ${one ? 'one' : 'some'}`, (name) =>
    heldRowsQuery(db, whose).unionAll(offRowsQuery(db, whose)).prepare(name),
  );
  const rows = await read.execute({
    ids: one ? beauticianIds[0] : beauticianIds,
    from: window.start.toISOString(),
    to: window.end.toISOString(),
  });
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
function heldRowsQuery(db: Database, whose: Whose) {
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
        whose(appointments.beauticianId),
        // Written out, not parameters: PostgreSQL then sees that the occupied index (partial on them) serves any read,
        // and keeps one plan for the prepared statement instead of planning each read anew.
        sql`${appointments.status} in (${sql.raw(CHAIR_HOLDING_STATUSES.map((status) => `'${status}'`).join(', '))})`,
        sql`tstzrange(${appointments.occupiedFrom}, ${appointments.occupiedTo}, '[)') && tstzrange(${from}::timestamptz, ${to}::timestamptz, '[)')`,
      ),
    );
}

/** Their time off and the salon's closures touching [from, to), in the shape of heldRowsQuery's rows. */
function offRowsQuery(db: Database, whose: Whose) {
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
    .where(timeOffTouching(whose, from, to));
}
