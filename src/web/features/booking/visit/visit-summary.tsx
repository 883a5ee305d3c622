import { Link } from 'react-router';
import { formatGBP } from '../../../../core/money.ts';
import { useServices } from '../../../api/services.ts';
import { Card } from '../../../components/ui/card.tsx';
import { formatDateTime, formatTime } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import type { BookingSelection } from '../booking-store.ts';
import { PriceRows, SummaryRow } from '../checkout/booking-summary.tsx';
import { visitItems } from './visit-selection.ts';

interface VisitSummaryProps {
  selection: BookingSelection;
  /** pounds: the visit's total */
  price: number;
  depositPercent: number | undefined;
}

/**
 * The checkout's summary of a visit (issue 25): each service with its time and beautician as the chosen start offered
 * them, the total, and the deposit on the total.
 */
export function VisitSummary({ selection, price, depositPercent }: VisitSummaryProps) {
  const services = useServices();
  const nameOf = (id: string) => services.data?.find((s) => s._id === id)?.name ?? '…';
  const parts = selection.visitSlot?.services ?? [];
  return (
    <Card aria-labelledby="summary-heading" className="bg-plum-50/60">
      <h2 id="summary-heading" className="font-display text-2xl font-semibold">
        Booking summary
      </h2>
      <dl className="mt-5 space-y-4 text-sm">
        <SummaryRow term="Date and time">{selection.startISO ? formatDateTime(selection.startISO) : '—'}</SummaryRow>
        {visitItems(selection).map((item, index) => {
          const part = parts[index];
          return (
            <SummaryRow
              key={item.serviceId}
              term={part ? `${formatTime(part.startISO)}–${formatTime(part.endISO)}` : `Service ${index + 1}`}
            >
              {`${nameOf(item.serviceId)} — ${item.variantName}`}
              <span className="block font-normal text-stone-700">
                {part ? `with ${part.beauticianName}` : 'Any available beautician'} · {formatGBP(item.price)}
              </span>
            </SummaryRow>
          );
        })}
        <PriceRows label="Total" price={price} depositPercent={depositPercent} />
      </dl>
      <div className="mt-5 flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium">
        <Link to={paths.times} className="rounded text-plum-800 underline underline-offset-4 hover:text-plum-900">
          Change date or time
        </Link>
        <Link to={paths.home} className="rounded text-plum-800 underline underline-offset-4 hover:text-plum-900">
          Add another service
        </Link>
      </div>
    </Card>
  );
}
