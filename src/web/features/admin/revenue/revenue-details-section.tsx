import { formatGBP } from '../../../../core/money.ts';
import type { RevenueRow } from '../../../../core/schemas/revenue.schema.ts';
import type { RevenueDetails } from '../../../../core/schemas/till.schema.ts';
import { METHOD_LABELS } from '../../../../core/till.ts';
import { useRevenueDetails } from '../../../api/revenue-details.ts';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { FiguresHead } from './figures-head.tsx';
import type { DateRange } from './revenue-dates.ts';
import { ALL_BEAUTICIANS } from './revenue-totals.ts';

type Method = RevenueDetails['byMethod'][number]['method'];
const EXTRA_LABELS: Record<'due' | 'owed', string> = { due: 'Due (not yet checked out)', owed: 'Owed (checked out, not yet paid)' };
const methodLabel = (method: Method) => (method === 'due' || method === 'owed' ? EXTRA_LABELS[method] : METHOD_LABELS[method]);

/**
 * Beyond spec §2 (docs/decisions/0027): the same revenue by service and by how it was paid, for the screen's dates
 * and beautician. Each table sums to the report's total. Then the tips each beautician got (issue 25), when any did.
 */
export function RevenueDetailsSection({
  range,
  beauticianId,
  rows,
}: {
  range: DateRange;
  beauticianId: string;
  rows: readonly RevenueRow[];
}) {
  const details = useRevenueDetails({ ...range, ...(beauticianId === ALL_BEAUTICIANS ? {} : { beauticianId }) });
  if (details.isError)
    return <p className="mt-6 text-sm text-red-800">{`Failed to load revenue by service and method: ${details.error.message}`}</p>;
  if (!details.data) return details.isFetching ? <Spinner label="Loading revenue by service..." /> : null;
  const { byService, byMethod } = details.data;
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-2">
      <FiguresCard
        id="revenue-by-service"
        title="Revenue by service"
        head={['Service', 'Bookings', 'Revenue']}
        rows={byService.map((row) => ({ label: row.service, figures: [String(row.bookings), formatGBP(row.revenue)] }))}
      />
      <FiguresCard
        id="revenue-by-method"
        title="Revenue by payment method"
        head={['Method', 'Revenue']}
        rows={byMethod.map((row) => ({ label: methodLabel(row.method), figures: [formatGBP(row.revenue)] }))}
      />
      {rows.some((row) => row.tips !== 0) && (
        <FiguresCard
          id="tips-by-beautician"
          title="Tips by beautician"
          head={['Beautician', 'Tips']}
          rows={rows.map((row) => ({ label: row.beautician, figures: [formatGBP(row.tips)] }))}
        />
      )}
    </div>
  );
}

interface FiguresCardProps {
  id: string;
  title: string;
  /** the label column's heading, then the figures' */
  head: string[];
  rows: Array<{ label: string; figures: string[] }>;
}

/** A titled table: a label per row, then its figures, right-aligned. */
function FiguresCard({ id, title, head, rows }: FiguresCardProps) {
  return (
    <Card aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mb-4 font-display text-xl font-semibold">
        {title}
      </h2>
      <table className="w-full text-left text-sm">
        <FiguresHead columns={head} />
        <tbody className="divide-y divide-stone-100">
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" className="px-2.5 py-3 font-medium text-stone-900">
                {row.label}
              </th>
              {row.figures.map((figure, i) => (
                <td key={i} className="px-2.5 py-3 text-right tabular-nums">
                  {figure}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
