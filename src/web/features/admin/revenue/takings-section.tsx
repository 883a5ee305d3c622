import { formatGBP } from '../../../../core/money.ts';
import type { TakingsFigures } from '../../../../core/schemas/till.schema.ts';
import { takingsExportUrl, useTakings } from '../../../api/takings.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatShortCalendarDate } from '../../../lib/format.ts';
import type { DateRange } from './revenue-dates.ts';

const COLUMNS: Array<{ key: Exclude<keyof TakingsFigures, 'testMoney'>; label: string }> = [
  { key: 'card', label: 'Card' },
  { key: 'cash', label: 'Cash' },
  { key: 'other', label: 'Other' },
  { key: 'notRecorded', label: 'Not recorded' },
  { key: 'online', label: 'Online' },
  { key: 'refunds', label: 'Refunds' },
  { key: 'tips', label: 'Tips' },
  { key: 'total', label: 'Total' },
];

const cell = 'px-2.5 py-3 text-right tabular-nums';

/**
 * End-of-day takings (docs/decisions/0027): the money that moved each London day, by method, to reconcile with
 * the cash drawer and the card terminal. Tips apart from the total; refunds taken off it.
 */
export function TakingsSection({ range }: { range: DateRange }) {
  const takings = useTakings(range);
  if (!range.startDate || !range.endDate) return null;
  return (
    <Card aria-labelledby="takings-title" className="mt-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="takings-title" className="font-display text-xl font-semibold">
          End-of-day takings
        </h2>
        <a href={takingsExportUrl(range)} download className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          Download takings CSV
        </a>
      </div>
      {takings.isError ? (
        <Notice tone="error">{`Failed to load the takings: ${takings.error.message}`}</Notice>
      ) : !takings.data ? (
        <Spinner label="Loading takings..." />
      ) : takings.data.days.length === 0 ? (
        <p className="text-stone-600">No money was taken on these dates.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Takings per day for the selected dates</caption>
            <thead className="border-b border-stone-200 text-stone-600">
              <tr>
                <th scope="col" className="px-2.5 py-2 font-medium">
                  Date
                </th>
                {COLUMNS.map((c) => (
                  <th key={c.key} scope="col" className="px-2.5 py-2 text-right font-medium">
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {takings.data.days.map((day) => (
                <tr key={day.date}>
                  <th scope="row" className="whitespace-nowrap px-2.5 py-3 font-medium text-stone-900">
                    {formatShortCalendarDate(day.date)}
                  </th>
                  {COLUMNS.map((c) => (
                    <td key={c.key} className={cell}>
                      {formatGBP(day[c.key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t-2 border-stone-200 font-semibold text-stone-900">
              <tr>
                <th scope="row" className="px-2.5 py-3">
                  Total
                </th>
                {COLUMNS.map((c) => (
                  <td key={c.key} className={cell}>
                    {formatGBP(takings.data.totals[c.key])}
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
          {takings.data.totals.testMoney > 0 && (
            <p className="mt-3 text-sm text-amber-900">{`Includes ${formatGBP(takings.data.totals.testMoney)} of test payments: no real money moved.`}</p>
          )}
        </div>
      )}
    </Card>
  );
}
