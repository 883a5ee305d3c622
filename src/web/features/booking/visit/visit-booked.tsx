import type { ReactNode } from 'react';
import { formatGBP } from '../../../../core/money.ts';
import type { AppointmentPublic } from '../../../../core/schemas/appointment.schema.ts';
import { formatDateTime, formatTime } from '../../../lib/format.ts';

/**
 * A booked visit of several services as the confirmation and payment-return pages list it (issue 25): the day, each
 * service with its time and beautician, and the total. Nothing for a booking of one service.
 */
export function VisitBookedRows({ appointment }: { appointment: AppointmentPublic }) {
  if (!appointment.services) return null;
  return (
    <>
      <BookedRow term="Date and time">{formatDateTime(appointment.start)}</BookedRow>
      {appointment.services.map((part) => (
        <BookedRow key={part.start} term={`${formatTime(part.start)}–${formatTime(part.end)}`}>
          {`${part.service.name} — ${part.variantName}`}
          {part.beautician && <span className="block font-normal text-stone-700">with {part.beautician.name}</span>}
        </BookedRow>
      ))}
      <BookedRow term="Total">{formatGBP(appointment.price)}</BookedRow>
    </>
  );
}

export function BookedRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-stone-100 pb-2">
      <dt className="text-stone-600">{term}</dt>
      <dd className="text-right font-medium text-stone-900">{children}</dd>
    </div>
  );
}
