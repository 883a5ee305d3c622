import { addDaysToDate, SALON_TIME_ZONE, zonedDateTime } from '../src/core/time.ts';
import type { BenchSalon } from './bench-salon.ts';
import { READ_SCENARIOS, type ReadScenario } from './scenarios.ts';

/** How many time-off rows issue 16 asks the bench salon to carry. */
export const TIME_OFF_ROWS = 500;
/** Of them, salon closures (whole days, past and future); the rest are the beauticians' own. */
const CLOSURE_OFFSETS = [-120, -90, -60, -30, 10, 31, 52, 73];

type Row = { path: string; body: object };

/**
 * The rows, spread as a real salon's would be: a closure every few weeks, and for each beautician about forty
 * entries over the past year and the bench's hundred days ahead: mostly a lunch hour off (13:00–14:00, over booked
 * appointments: allowed, and listed), every fifth a whole day, some a week's holiday in the past.
 */
export function timeOffRows(today: string, beauticianIds: string[]): Row[] {
  const closures = CLOSURE_OFFSETS.map((offset, i) => {
    const date = addDaysToDate(today, offset);
    return { path: '/api/closures', body: { startDate: date, endDate: date, label: `Bench closure ${i + 1}` } };
  });
  const own = Array.from({ length: TIME_OFF_ROWS - closures.length }, (_, i): Row => {
    const beauticianId = beauticianIds[i % beauticianIds.length]!;
    const round = Math.floor(i / beauticianIds.length);
    if (round >= 34) {
      const start = addDaysToDate(today, -7 * (round - 30) - (i % 7));
      return { path: '/api/time-off', body: { beauticianId, kind: 'holiday', startDate: start, endDate: addDaysToDate(start, 6) } };
    }
    const date = addDaysToDate(today, 1 + ((round * 3 + i) % 99));
    if (round % 5 === 0) return { path: '/api/time-off', body: { beauticianId, kind: 'training', startDate: date, endDate: date } };
    const lunch = {
      start: zonedDateTime(date, '13:00', SALON_TIME_ZONE).toISOString(),
      end: zonedDateTime(date, '14:00', SALON_TIME_ZONE).toISOString(),
    };
    return { path: '/api/time-off', body: { beauticianId, kind: 'break', ...lunch } };
  });
  return [...closures, ...own];
}

/** Writes the rows through the staff API, as an owner would (each takes its locks and lists what it covers). */
export async function addTimeOff(salon: BenchSalon): Promise<number> {
  const beauticians = (await (await fetch(`${salon.baseUrl}/api/beauticians`)).json()) as Array<{ _id: string }>;
  let written = 0;
  for (const row of timeOffRows(
    salon.today,
    beauticians.map((b) => b._id),
  )) {
    const res = await fetch(`${salon.baseUrl}${row.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: salon.cookie },
      body: JSON.stringify(row.body),
    });
    if (res.status !== 201) throw new Error(`POST ${row.path} answered ${res.status}: ${await res.text()}`);
    written++;
  }
  return written;
}

/** The availability reads again, once the time off is in: the same questions, reported beside the first figures. */
export const TIME_OFF_SCENARIOS: ReadScenario[] = READ_SCENARIOS.filter((s) => ['slots-day', 'slots-any', 'month'].includes(s.key)).map(
  (s) => ({
    ...s,
    key: `${s.key}-off`,
    title: `${s.title}, with ${TIME_OFF_ROWS} time-off rows`,
  }),
);
