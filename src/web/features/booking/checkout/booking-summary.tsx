import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { depositSplit } from '../../../../core/booking/payment-summary.ts';
import { formatGBP, penceToPounds, poundsToPence } from '../../../../core/money.ts';
import { useBeautician } from '../../../api/beauticians.ts';
import { useService } from '../../../api/services.ts';
import { Card } from '../../../components/ui/card.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import type { BookingSelection } from '../booking-store.ts';

type SummaryProps = Pick<BookingSelection, 'serviceId' | 'variantName' | 'price' | 'beauticianId' | 'any' | 'startISO'> & {
  /** the salon's deposit share, once its details have loaded */
  depositPercent: number | undefined;
};

/** Spec §2 summary card: 'service — variant', the price in £, the start in en-GB local time, and who. */
export function BookingSummary({ serviceId, variantName, price, beauticianId, any, startISO, depositPercent }: SummaryProps) {
  const service = useService(serviceId);
  const beautician = useBeautician(any ? undefined : beauticianId);
  const serviceName = service.data?.name ?? (service.isError ? 'Service' : '…');
  const beauticianName = any ? 'Any available beautician' : (beautician.data?.name ?? (beautician.isError ? '—' : '…'));

  return (
    <Card aria-labelledby="summary-heading" className="bg-plum-50/60">
      <h2 id="summary-heading" className="font-display text-2xl font-semibold">
        Booking summary
      </h2>
      <dl className="mt-5 space-y-4 text-sm">
        <SummaryRow term="Service">{`${serviceName} — ${variantName ?? ''}`}</SummaryRow>
        <SummaryRow term="Beautician">{beauticianName}</SummaryRow>
        <SummaryRow term="Date and time">{startISO ? formatDateTime(startISO) : '—'}</SummaryRow>
        <PriceRows label="Price" price={price} depositPercent={depositPercent} />
      </dl>
      <Link
        to={paths.times}
        className="mt-5 inline-block rounded text-sm font-medium text-plum-800 underline underline-offset-4 hover:text-plum-900"
      >
        Change date or time
      </Link>
    </Card>
  );
}

/** The summary's price (or a visit's total), then what a deposit would take of it. */
export function PriceRows({
  label,
  price,
  depositPercent,
}: {
  label: string;
  price: number | undefined;
  depositPercent: number | undefined;
}) {
  return (
    <>
      <div className="flex items-baseline justify-between gap-4 border-t border-plum-200 pt-4">
        <dt className="font-medium text-stone-700">{label}</dt>
        <dd className="text-xl font-semibold text-stone-900">{typeof price === 'number' ? formatGBP(price) : '—'}</dd>
      </div>
      {typeof price === 'number' && depositPercent !== undefined && <DepositRows price={price} depositPercent={depositPercent} />}
    </>
  );
}

/** What 'Pay deposit' takes now and leaves for the salon (issue 15: the deposit was a surprise on the payment page). */
export function DepositRows({ price, depositPercent }: { price: number; depositPercent: number }) {
  const { depositPence, balancePence } = depositSplit(poundsToPence(price), depositPercent);
  if (depositPence <= 0) return null;
  return (
    <div className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-stone-700">
      <dt>Deposit (with Pay deposit)</dt>
      <dd className="text-right font-medium tabular-nums text-stone-900">{formatGBP(penceToPounds(depositPence))}</dd>
      <dt>Then to pay at the salon</dt>
      <dd className="text-right font-medium tabular-nums text-stone-900">{formatGBP(penceToPounds(balancePence))}</dd>
    </div>
  );
}

export function SummaryRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-stone-600">{term}</dt>
      <dd className="mt-0.5 font-medium text-stone-900">{children}</dd>
    </div>
  );
}
