import { csvPounds, toCsv } from '../../../core/csv.ts';
import type { TakingsQuery } from '../../../core/schemas/till.schema.ts';
import type { TakingsPence } from '../../../core/till.ts';
import type { Database } from '../../db/client.ts';
import type { CsvFile } from '../revenue/revenue-export.service.ts';
import { takingsInPence } from './takings.service.ts';

const figures = (t: TakingsPence) =>
  [t.card, t.cash, t.other, t.notRecorded, t.online, t.refunds, t.tips, t.total, t.testMoney].map(csvPounds);

/** 2026-10-25 → 25/10/2026, as the revenue export writes dates. */
const ukDate = (date: string) => date.split('-').reverse().join('/');

/** The takings for the accountant, one row per day with money and a Total row (the revenue export's conventions). */
export async function takingsCsv(db: Database, query: TakingsQuery): Promise<CsvFile> {
  const { days, totals } = await takingsInPence(db, query);
  return {
    filename: `takings-${query.startDate}-to-${query.endDate}.csv`,
    body: toCsv([
      [
        'Date',
        'Card (£)',
        'Cash (£)',
        'Other (£)',
        'Not recorded (£)',
        'Online (£)',
        'Refunds (£)',
        'Tips (£)',
        'Total (£)',
        'Of which test money (£)',
      ],
      ...days.map((day) => [ukDate(day.date), ...figures(day)]),
      ['Total', ...figures(totals)],
    ]),
  };
}
