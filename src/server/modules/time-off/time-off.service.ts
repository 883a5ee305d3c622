import type { TimeRange } from '../../../core/availability/time-ranges.ts';
import { wholeDaysRange } from '../../../core/availability/whole-days.ts';
import type {
  CoveredAppointment,
  TimeOffList,
  TimeOffListQuery,
  TimeOffSaved,
  TimeOffValues,
} from '../../../core/schemas/time-off.schema.ts';
import type { Database } from '../../db/client.ts';
import { FOREIGN_KEY_VIOLATION, postgresCode } from '../../db/errors.ts';
import { AppError } from '../../errors.ts';
import { findBeautician } from '../catalog/catalog.repository.ts';
import { loadSalon } from '../catalog/salon.service.ts';
import { toClosure, toCoveredAppointment, toTimeOffEntry } from './time-off-view.ts';
import {
  deleteTimeOffRow,
  insertTimeOff,
  listTimeOffTouching,
  liveAppointmentsOverlapping,
  updateTimeOffRow,
  type TimeOffRow,
} from './time-off.repository.ts';

export interface TimeOffDeps {
  db: Database;
  clock: () => Date;
}

export const salonZone = async (db: Database): Promise<string> => (await loadSalon(db)).settings.timeZone;

const timeOffNotFound = () => AppError.notFound('Time off');
const beauticianNotFound = () => AppError.notFound('Beautician');

/** The instants the input names: its own, or whole London days from midnight to midnight. */
function rangeOf(input: TimeOffValues, zone: string): TimeRange {
  if (input.startDate && input.endDate) return wholeDaysRange(input.startDate, input.endDate, zone);
  return { start: new Date(input.start!), end: new Date(input.end!) };
}

/**
 * Writes time off (or a closure) and, in the same transaction after it, reads the live appointments it covers.
 * The write took the beautician's booking lock, or the closures' lock (migration 0010), so a booking in flight
 * has committed by then and is listed, and one that comes later sees the time off and is refused: nothing lands
 * in it unlisted (docs/decisions/0024).
 */
export async function writeWithCover(
  db: Database,
  write: (tx: Database) => Promise<TimeOffRow | undefined>,
  notFound: () => AppError,
): Promise<{ row: TimeOffRow; covered: CoveredAppointment[] }> {
  return db.transaction(async (tx) => {
    const row = await write(tx);
    if (!row) throw notFound();
    const covered = await liveAppointmentsOverlapping(tx, { start: row.startsAt, end: row.endsAt }, row.beauticianId);
    return { row, covered: covered.map(toCoveredAppointment) };
  });
}

/** A beautician's time off saved, with its warning; a beautician deleted meanwhile is not found. */
async function saveTimeOff(db: Database, write: (tx: Database) => Promise<TimeOffRow | undefined>, zone: string): Promise<TimeOffSaved> {
  const { row, covered } = await writeWithCover(db, write, timeOffNotFound).catch((err: unknown) => {
    throw postgresCode(err) === FOREIGN_KEY_VIOLATION ? beauticianNotFound() : err;
  });
  const beautician = await findBeautician(db, row.beauticianId!);
  return { timeOff: toTimeOffEntry(row, beautician?.name ?? '', zone), appointmentsCovered: covered };
}

async function valuesOf(db: Database, input: TimeOffValues, zone: string) {
  if (!(await findBeautician(db, input.beauticianId))) throw beauticianNotFound();
  const range = rangeOf(input, zone);
  return { beauticianId: input.beauticianId, startsAt: range.start, endsAt: range.end, kind: input.kind, note: input.note };
}

/** `POST /api/time-off`: allowed over existing appointments, which stay booked and come back as a warning. */
export async function createTimeOff({ db }: TimeOffDeps, input: TimeOffValues): Promise<TimeOffSaved> {
  const zone = await salonZone(db);
  const values = await valuesOf(db, input, zone);
  return saveTimeOff(db, (tx) => insertTimeOff(tx, values), zone);
}

/** `PATCH /api/time-off/{id}`: the whole entry is replaced (who, when, reason, note). */
export async function updateTimeOff({ db }: TimeOffDeps, id: string, input: TimeOffValues): Promise<TimeOffSaved> {
  const zone = await salonZone(db);
  const values = await valuesOf(db, input, zone);
  return saveTimeOff(db, (tx) => updateTimeOffRow(tx, id, 'time_off', values), zone);
}

export async function deleteTimeOff({ db }: TimeOffDeps, id: string): Promise<void> {
  if (!(await deleteTimeOffRow(db, id, 'time_off'))) throw timeOffNotFound();
}

/** `GET /api/time-off`: both kinds touching [from, to), for the calendar's background and the staff screens. */
export async function listTimeOff({ db }: TimeOffDeps, query: TimeOffListQuery): Promise<TimeOffList> {
  const zone = await salonZone(db);
  const window = { start: new Date(query.from), end: new Date(query.to) };
  const [timeOff, closures] = await Promise.all([
    listTimeOffTouching(db, window, { which: 'time_off', ...(query.beauticianId ? { beauticianId: query.beauticianId } : {}) }),
    listTimeOffTouching(db, window, { which: 'closure' }),
  ]);
  return {
    timeOff: timeOff.map((row) => toTimeOffEntry(row, row.beauticianName ?? '', zone)),
    closures: closures.map((row) => toClosure(row, zone)),
  };
}
