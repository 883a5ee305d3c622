import type { ReactNode } from 'react';
import { formatGBP } from '../../../core/money.ts';
import type { PaymentMode } from '../../../core/schemas/appointment.schema.ts';
import type { ManagedBooking } from '../../../core/schemas/notifications.schema.ts';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { TestMoneyNote } from '../../components/ui/test-money-note.tsx';
import { formatLongDate, formatTime } from '../../lib/format.ts';
import { listStatusTone } from '../../lib/status-tones.ts';

const PAYMENT_LABELS: Record<PaymentMode, string> = {
  pay_in_salon: 'Pay at the salon',
  deposit: 'Deposit paid online',
  pay_now: 'Paid online in full',
};

/** The booking as the client made it, with where to go and whom to call. */
export function BookingDetails({ booking: b }: { booking: ManagedBooking }) {
  const phoneHref = `tel:${b.salon.phone.replace(/[^\d+]/g, '')}`;
  return (
    <dl className="space-y-3 text-sm">
      {b.services ? (
        b.services.map((part) => (
          <Row key={part.start} term={`${formatTime(part.start)}–${formatTime(part.end)}`}>
            {`${part.service.name} — ${part.variantName}`}
            {part.beautician && <span className="block font-normal text-stone-700">with {part.beautician.name}</span>}
          </Row>
        ))
      ) : (
        <>
          <Row term="Service">{`${b.serviceName} — ${b.variantName}`}</Row>
          <Row term="Beautician">{b.beauticianName}</Row>
        </>
      )}
      <Row term="Date">{formatLongDate(b.start)}</Row>
      <Row term="Time">{`${formatTime(b.start)}–${formatTime(b.end)}`}</Row>
      <Row term="Price">{formatGBP(b.price)}</Row>
      <Row term="Payment">{PAYMENT_LABELS[b.paymentMode]}</Row>
      <Row term="Paid">
        {formatGBP(b.amountPaid)}
        {b.testMoney && b.amountPaid > 0 && <TestMoneyNote />}
      </Row>
      <Row term="Status">
        <StatusBadge status={b.status} tone={listStatusTone(b.status)} />
      </Row>
      <Row term="Salon">
        <span className="block">{b.salon.name}</span>
        {b.salon.address && <address className="block not-italic text-stone-700">{b.salon.address}</address>}
        {b.salon.phone && (
          <a href={phoneHref} className="rounded text-plum-800 underline underline-offset-4 hover:text-plum-900">
            {b.salon.phone}
          </a>
        )}
      </Row>
    </dl>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-stone-100 pb-3 sm:flex-row sm:justify-between sm:gap-4">
      <dt className="text-stone-600">{term}</dt>
      <dd className="font-medium text-stone-900 sm:text-right">{children}</dd>
    </div>
  );
}
