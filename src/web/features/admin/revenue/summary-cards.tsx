import { formatGBP } from '../../../../core/money.ts';
import { plural } from '../../../../core/plural.ts';
import { Card } from '../../../components/ui/card.tsx';
import type { RevenueTotals } from './revenue-totals.ts';

function SummaryCard({ title, value, note, detail }: { title: string; value: string; note: string; detail?: string }) {
  return (
    <Card aria-label={title} className="p-5">
      <h2 className="text-sm font-medium text-stone-600">{title}</h2>
      <p className="mt-2 font-display text-3xl font-semibold text-stone-900">{value}</p>
      <p className="mt-1 text-sm text-stone-600">{note}</p>
      {detail && <p className="mt-1 text-sm font-medium text-stone-800">{detail}</p>}
    </Card>
  );
}

/**
 * Spec §2: Total Revenue (with the date span), Total Bookings, Average Per Booking. Bookings are services (a visit of
 * three is three): under them, the visits and the services told apart (issue 40).
 */
export function SummaryCards({ totals, span }: { totals: RevenueTotals; span: string }) {
  return (
    <div className="mb-6 grid gap-4 md:grid-cols-3">
      <SummaryCard title="Total Revenue" value={formatGBP(totals.revenue)} note={span} />
      <SummaryCard
        title="Total Bookings"
        value={String(totals.bookings)}
        note="Completed appointments"
        detail={`${plural(totals.visits, 'visit')} · ${plural(totals.bookings, 'service')}`}
      />
      <SummaryCard title="Average Per Booking" value={formatGBP(totals.average)} note="Revenue per appointment" />
    </div>
  );
}
