import { SALON_CLOSING_DAYS, upcomingBankHolidays } from '../../../core/bank-holidays.ts';
import { subtractRanges, type TimeRange } from '../../../core/availability/time-ranges.ts';
import { wholeDaysRange } from '../../../core/availability/whole-days.ts';
import type { BankHolidayImportResult, BankHolidays, CoveredAppointment } from '../../../core/schemas/time-off.schema.ts';
import { dateInZone } from '../../../core/time.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { toClosure, toCoveredAppointment } from './time-off-view.ts';
import { insertTimeOffRows, listTimeOffTouching, liveAppointmentsOverlapping, lockClosures } from './time-off.repository.ts';
import { salonZone, type TimeOffDeps } from './time-off.service.ts';

const NAMES = new Map(SALON_CLOSING_DAYS.map((h) => [h.date, h.name]));

/** The dates of `dates` on which closures already take the whole London day. */
async function closedDates(db: Database, dates: string[], zone: string): Promise<Set<string>> {
  if (dates.length === 0) return new Set();
  const sorted = [...dates].sort();
  const span = wholeDaysRange(sorted[0]!, sorted[sorted.length - 1]!, zone);
  const closures: TimeRange[] = (await listTimeOffTouching(db, span, { which: 'closure' })).map((r) => ({
    start: r.startsAt,
    end: r.endsAt,
  }));
  return new Set(dates.filter((date) => subtractRanges([wholeDaysRange(date, date, zone)], closures).length === 0));
}

/** `GET /api/bank-holidays`: the days the import offers (core/bank-holidays.ts) from today on, with those already closed. */
export async function listBankHolidays({ db, clock }: TimeOffDeps): Promise<BankHolidays> {
  const zone = await salonZone(db);
  const upcoming = upcomingBankHolidays(dateInZone(clock(), zone));
  const closed = await closedDates(
    db,
    upcoming.map((h) => h.date),
    zone,
  );
  return { bankHolidays: upcoming.map((h) => ({ ...h, closed: closed.has(h.date) })) };
}

/**
 * `POST /api/bank-holidays/import`: a closure for each chosen bank holiday the salon is not already closed on.
 * Under the closures' lock, so two imports at once do not both add a day; importing again adds nothing.
 */
export async function importBankHolidays({ db }: TimeOffDeps, { dates }: { dates: string[] }): Promise<BankHolidayImportResult> {
  const unknown = dates.filter((date) => !NAMES.has(date));
  if (unknown.length > 0) throw AppError.badRequest(`Not a bank holiday of England and Wales in our list: ${unknown.join(', ')}.`);
  const zone = await salonZone(db);
  const chosen = [...new Set(dates)].sort();
  return db.transaction(async (tx) => {
    await lockClosures(tx);
    const closed = await closedDates(tx, chosen, zone);
    const values = chosen
      .filter((date) => !closed.has(date))
      .map((date) => {
        const day = wholeDaysRange(date, date, zone);
        return { beauticianId: null, startsAt: day.start, endsAt: day.end, kind: 'bank_holiday', note: NAMES.get(date)! };
      });
    const rows = await insertTimeOffRows(tx, values);
    const covered = new Map<string, CoveredAppointment>();
    for (const row of rows) {
      for (const a of await liveAppointmentsOverlapping(tx, { start: row.startsAt, end: row.endsAt }, null))
        covered.set(a.id, toCoveredAppointment(a));
    }
    return {
      imported: rows.map((row) => toClosure(row, zone)),
      alreadyClosed: chosen.filter((date) => closed.has(date)),
      appointmentsCovered: [...covered.values()].sort((a, b) => a.start.localeCompare(b.start)),
    };
  });
}
