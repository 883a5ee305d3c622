import { formatGBP } from '../../../../core/money.ts';
import type { RevenueDetails } from '../../../../core/schemas/till.schema.ts';
import { METHOD_LABELS } from '../../../../core/till.ts';
import { useRevenueDetails } from '../../../api/revenue-details.ts';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { DateRange } from './revenue-dates.ts';
import { ALL_BEAUTICIANS } from './revenue-totals.ts';

type Method = RevenueDetails['byMethod'][number]['method'];
const methodLabel = (method: Method) => (method === 'due' ? 'Due (not yet checked out)' : METHOD_LABELS[method]);

const th = 'px-2.5 py-2 font-medium';
const td = 'px-2.5 py-3 text-right tabular-nums';

/**
 * Beyond spec §2 (docs/decisions/0027): the same revenue by service and by how it was paid, for the screen's dates
 * and beautician. Each table sums to the report's total.
 */
export function RevenueDetailsSection({ range, beauticianId }: { range: DateRange; beauticianId: string }) {
  const details = useRevenueDetails({ ...range, ...(beauticianId === ALL_BEAUTICIANS ? {} : { beauticianId }) });
  if (details.isError) return <p className="mt-6 text-sm text-red-800">{`Failed to load revenue by service and method: ${details.error.message}`}</p>;
  if (!details.data) return details.isFetching ? <Spinner label="Loading revenue by service..." /> : null;
  const { byService, byMethod } = details.data;
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-2">
      <Card aria-labelledby="revenue-by-service-title">
        <h2 id="revenue-by-service-title" className="mb-4 font-display text-xl font-semibold">
          Revenue by service
        </h2>
        <table className="w-full text-left text-sm">
          <thead className="border-b border-stone-200 text-stone-600">
            <tr>
              <th scope="col" className={th}>Service</th>
              <th scope="col" className={`${th} text-right`}>Bookings</th>
              <th scope="col" className={`${th} text-right`}>Revenue</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {byService.map((row) => (
              <tr key={row.service}>
                <th scope="row" className="px-2.5 py-3 font-medium text-stone-900">{row.service}</th>
                <td className={td}>{row.bookings}</td>
                <td className={td}>{formatGBP(row.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <Card aria-labelledby="revenue-by-method-title">
        <h2 id="revenue-by-method-title" className="mb-4 font-display text-xl font-semibold">
          Revenue by payment method
        </h2>
        <table className="w-full text-left text-sm">
          <thead className="border-b border-stone-200 text-stone-600">
            <tr>
              <th scope="col" className={th}>Method</th>
              <th scope="col" className={`${th} text-right`}>Revenue</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {byMethod.map((row) => (
              <tr key={row.method}>
                <th scope="row" className="px-2.5 py-3 font-medium text-stone-900">{methodLabel(row.method)}</th>
                <td className={td}>{formatGBP(row.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </div>
  );
}
