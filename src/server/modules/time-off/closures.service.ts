import { wholeDaysRange } from '../../../core/availability/whole-days.ts';
import type { ClosureInput, ClosureSaved, PublicClosure } from '../../../core/schemas/time-off.schema.ts';
import { dateInZone, startOfDayInZone } from '../../../core/time.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { toClosure } from './time-off-view.ts';
import { deleteTimeOffRow, insertTimeOff, listTimeOffTouching, updateTimeOffRow, type TimeOffRow } from './time-off.repository.ts';
import { salonZone, writeWithCover, type TimeOffDeps } from './time-off.service.ts';

const closureNotFound = () => AppError.notFound('Closure');

/** How far ahead '/salon' lists closures. */
const PUBLIC_DAYS_AHEAD = 366;

function valuesOf(input: ClosureInput, zone: string) {
  const range = wholeDaysRange(input.startDate, input.endDate, zone);
  return { beauticianId: null, startsAt: range.start, endsAt: range.end, kind: 'closure', note: input.label };
}

async function saveClosure(db: Database, write: (tx: Database) => Promise<TimeOffRow | undefined>, zone: string): Promise<ClosureSaved> {
  const { row, covered } = await writeWithCover(db, write, closureNotFound);
  return { closure: toClosure(row, zone), appointmentsCovered: covered };
}

/** `POST /api/closures`: London dates from midnight to midnight; existing appointments stay and come back as a warning. */
export async function createClosure({ db }: TimeOffDeps, input: ClosureInput): Promise<ClosureSaved> {
  const zone = await salonZone(db);
  return saveClosure(db, (tx) => insertTimeOff(tx, valuesOf(input, zone)), zone);
}

/** `PATCH /api/closures/{id}`: new dates and name; an imported bank holiday edited becomes a closure of the salon's own. */
export async function updateClosure({ db }: TimeOffDeps, id: string, input: ClosureInput): Promise<ClosureSaved> {
  const zone = await salonZone(db);
  return saveClosure(db, (tx) => updateTimeOffRow(tx, id, 'closure', valuesOf(input, zone)), zone);
}

export async function deleteClosure({ db }: TimeOffDeps, id: string): Promise<void> {
  if (!(await deleteTimeOffRow(db, id, 'closure'))) throw closureNotFound();
}

/** `GET /api/closures`: what '/salon' tells customers, from today on: dates and names only. */
export async function upcomingClosures({ db, clock }: TimeOffDeps): Promise<{ closures: PublicClosure[] }> {
  const zone = await salonZone(db);
  const now = clock();
  const window = { start: startOfDayInZone(dateInZone(now, zone), zone), end: new Date(now.getTime() + PUBLIC_DAYS_AHEAD * 86_400_000) };
  const rows = await listTimeOffTouching(db, window, { which: 'closure' });
  return { closures: rows.map((row) => toClosure(row, zone)).map(({ startDate, endDate, label }) => ({ startDate, endDate, label })) };
}
