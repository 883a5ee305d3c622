import type { RevenueRow } from '../../../../core/schemas/revenue.schema.ts';
import { formatGBP } from '../../../../core/money.ts';
import { FiguresHead } from './figures-head.tsx';
import { InitialsAvatar } from './initials-avatar.tsx';
import { rowAverage, type RevenueTotals } from './revenue-totals.ts';

const COLUMNS = ['Beautician', 'Revenue', 'Bookings', 'Avg per Booking', 'Services'] as const;

/** Spec §2 'Detailed Breakdown' on larger screens: one row per beautician, then a Total row. */
export function BreakdownTable({ rows, totals }: { rows: readonly RevenueRow[]; totals: RevenueTotals }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Revenue by beautician for the selected dates</caption>
        <FiguresHead columns={COLUMNS} />
        <tbody className="divide-y divide-stone-100">
          {rows.map((row) => (
            <tr key={row.beauticianId}>
              <th scope="row" className="px-2.5 py-3 font-medium text-stone-900">
                <span className="flex items-center gap-3">
                  <InitialsAvatar name={row.beautician} />
                  {row.beautician}
                </span>
              </th>
              <td className="px-2.5 py-3 text-right">{formatGBP(row.revenue)}</td>
              <td className="px-2.5 py-3 text-right">{row.bookings}</td>
              <td className="px-2.5 py-3 text-right">{formatGBP(rowAverage(row))}</td>
              <td className="px-2.5 py-3 text-right">{row.serviceCount}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-stone-200 font-semibold text-stone-900">
          <tr>
            <th scope="row" className="px-2.5 py-3">
              Total
            </th>
            <td className="px-2.5 py-3 text-right">{formatGBP(totals.revenue)}</td>
            <td className="px-2.5 py-3 text-right">{totals.bookings}</td>
            <td className="px-2.5 py-3 text-right">{formatGBP(totals.average)}</td>
            {/* A service can be done by several beauticians, so per-beautician counts do not add up. */}
            <td className="px-2.5 py-3 text-right">
              <span aria-hidden="true">—</span>
              <span className="sr-only">not summed</span>
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
