import type { RevenueRow } from '../../../../core/schemas/revenue.schema.ts';
import { formatGBP } from '../../../../core/money.ts';
import { InitialsAvatar } from './initials-avatar.tsx';
import { rowAverage } from './revenue-totals.ts';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-stone-600">{label}</dt>
      <dd className="font-medium text-stone-900">{value}</dd>
    </div>
  );
}

/** Spec §2 'Detailed Breakdown' on small screens: a card per beautician. */
export function BreakdownCards({ rows }: { rows: readonly RevenueRow[] }) {
  return (
    <ul className="grid gap-3">
      {rows.map((row) => (
        <li key={row.beauticianId} className="rounded-2xl border border-stone-200 p-4">
          <p className="flex items-center gap-3 font-medium text-stone-900">
            <InitialsAvatar name={row.beautician} />
            {row.beautician}
          </p>
          <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
            <Figure label="Revenue" value={formatGBP(row.revenue)} />
            <Figure label="Bookings" value={String(row.bookings)} />
            <Figure label="Avg/Booking" value={formatGBP(rowAverage(row))} />
            <Figure label="Services" value={String(row.serviceCount)} />
          </dl>
        </li>
      ))}
    </ul>
  );
}
