import { formatGBP } from '../../../../core/money.ts';
import type { AdminAppointment } from '../../../../core/schemas/admin-appointment.schema.ts';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatDateTimeNumeric } from '../../../lib/format.ts';
import { listStatusTone } from '../../../lib/status-tones.ts';
import { ClientNotes } from '../shared/appointment/client-notes.tsx';
import { serviceAndVariant, staffName } from '../shared/appointment/appointment-display.ts';
import { VisitPlace } from './visit-place.tsx';
import { RowCards, RowCardTop } from '../shared/ui/row-cards.tsx';
import { RowActions, type RowActionHandlers } from './row-actions.tsx';

/** Spec §2: small screens get a card per appointment, with the same fields and actions as the table. */
export function AppointmentCards({
  appointments,
  busyId,
  ...actions
}: RowActionHandlers & { appointments: AdminAppointment[]; busyId: string | undefined }) {
  return (
    <RowCards rows={appointments}>
      {(a) => (
        <>
          <RowCardTop badge={<StatusBadge status={a.status} tone={listStatusTone(a.status)} />}>
            <div className="min-w-0">
              <p className="font-medium text-stone-900">{a.client.name || 'Unknown'}</p>
              {a.client.email && <p className="truncate text-sm text-stone-600">{a.client.email}</p>}
              {a.client.phone && <p className="text-sm text-stone-600">{a.client.phone}</p>}
            </div>
          </RowCardTop>
          <ClientNotes appointment={a} compact />
          <dl className="mt-3 grid grid-cols-[5rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            <dt className="text-stone-600">Service</dt>
            <dd className="text-stone-900">
              {serviceAndVariant(a)}
              <VisitPlace appointment={a} />
            </dd>
            <dt className="text-stone-600">Staff</dt>
            <dd className="text-stone-900">{staffName(a)}</dd>
            <dt className="text-stone-600">Start</dt>
            <dd className="tabular-nums text-stone-900">{formatDateTimeNumeric(a.start)}</dd>
            <dt className="text-stone-600">Price</dt>
            <dd className="tabular-nums text-stone-900">{formatGBP(a.price)}</dd>
          </dl>
          <div className="mt-4">
            <RowActions appointment={a} busy={busyId === a._id} className="flex-wrap" {...actions} />
          </div>
        </>
      )}
    </RowCards>
  );
}
