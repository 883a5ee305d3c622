import { penceToPounds } from '../../../core/money.ts';
import type { TakingsFigures, TakingsQuery, TakingsReport } from '../../../core/schemas/till.schema.ts';
import { NO_TAKINGS, type TakingsPence } from '../../../core/till.ts';
import type { Database } from '../../db/client.ts';
import { londonDays } from '../revenue/revenue.service.ts';
import { takingsByDay, type TakingsDayRow } from './takings.repository.ts';

const FIGURES = Object.keys(NO_TAKINGS) as (keyof TakingsPence)[];

/** Every figure of the days added up. */
export function sumTakings(days: TakingsPence[]): TakingsPence {
  const totals = { ...NO_TAKINGS };
  for (const day of days) for (const key of FIGURES) totals[key] += day[key];
  return totals;
}

function inPounds(t: TakingsPence): TakingsFigures {
  return Object.fromEntries(FIGURES.map((key) => [key, penceToPounds(t[key])])) as TakingsFigures;
}

export interface TakingsInPence {
  days: TakingsDayRow[];
  totals: TakingsPence;
}

/** The money that moved on the London days from startDate to endDate inclusive (the revenue report's days). */
export async function takingsInPence(db: Database, query: TakingsQuery): Promise<TakingsInPence> {
  const days = await takingsByDay(db, londonDays(query));
  return { days, totals: sumTakings(days) };
}

/** End-of-day takings (docs/decisions/0027): per London day of the money's taken_at, and the range's totals. */
export async function takingsReport(db: Database, query: TakingsQuery): Promise<TakingsReport> {
  const { days, totals } = await takingsInPence(db, query);
  return { days: days.map(({ date, ...figures }) => ({ date, ...inPounds(figures) })), totals: inPounds(totals) };
}
