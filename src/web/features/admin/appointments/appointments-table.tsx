import { clsx } from 'clsx';
import { formatGBP } from '../../../../core/money.ts';
import type { AdminAppointment } from '../../../../core/schemas/admin-appointment.schema.ts';
import type { AppointmentSortField, SortOrder } from '../../../api/admin-appointments.ts';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatDateTimeNumeric } from '../../../lib/format.ts';
import { listStatusTone } from '../../../lib/status-tones.ts';
import { ClientNotes } from '../shared/appointment/client-notes.tsx';
import { serviceAndVariant, staffName } from '../shared/appointment/appointment-display.ts';
import { VisitPlace } from './visit-place.tsx';
import { RowActions, type RowActionHandlers } from './row-actions.tsx';

const COLUMNS: Array<{ field: AppointmentSortField; label: string }> = [
  { field: 'client', label: 'Client' },
  { field: 'staff', label: 'Staff' },
  { field: 'service', label: 'Service' },
  { field: 'start', label: 'Start' },
  { field: 'price', label: 'Price' },
  { field: 'status', label: 'Status' },
];

export interface SortState {
  sort: AppointmentSortField;
  order: SortOrder;
}

interface TableProps extends RowActionHandlers {
  appointments: AdminAppointment[];
  sort: SortState;
  onSort: (field: AppointmentSortField) => void;
  busyId: string | undefined;
}

/** Spec §2: the large-screen table; every column but Actions sorts, on the server. */
export function AppointmentsTable({ appointments, sort, onSort, busyId, ...actions }: TableProps) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-stone-200 text-stone-600">
          <tr>
            {COLUMNS.map(({ field, label }) => {
              const active = sort.sort === field;
              return (
                <th
                  key={field}
                  scope="col"
                  aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}
                  className="px-2.5 py-2 font-medium"
                >
                  <button
                    type="button"
                    onClick={() => onSort(field)}
                    className={clsx(
                      'inline-flex items-center gap-1 rounded-md py-1 hover:text-stone-900',
                      active && 'font-semibold text-stone-900',
                    )}
                  >
                    {label}
                    <span aria-hidden="true" className="w-3 text-xs">
                      {active ? (sort.order === 'asc' ? '▲' : '▼') : ''}
                    </span>
                  </button>
                </th>
              );
            })}
            <th scope="col" className="px-2.5 py-2 font-medium">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {appointments.map((a) => (
            <tr key={a._id} className="align-top">
              <td className="px-2.5 py-3">
                <span className="block font-medium text-stone-900">{a.client.name || 'Unknown'}</span>
                {a.client.email && <span className="block text-xs text-stone-600">{a.client.email}</span>}
                {a.client.phone && <span className="block text-xs text-stone-600">{a.client.phone}</span>}
                <ClientNotes appointment={a} compact className="max-w-64" />
              </td>
              <td className="whitespace-nowrap px-2.5 py-3">{staffName(a)}</td>
              <td className="px-2.5 py-3">
                {serviceAndVariant(a)}
                <VisitPlace appointment={a} />
              </td>
              <td className="whitespace-nowrap px-2.5 py-3 tabular-nums">{formatDateTimeNumeric(a.start)}</td>
              <td className="whitespace-nowrap px-2.5 py-3 tabular-nums">{formatGBP(a.price)}</td>
              <td className="px-2.5 py-3">
                <StatusBadge status={a.status} tone={listStatusTone(a.status)} />
              </td>
              <td className="px-2.5 py-3">
                <RowActions appointment={a} busy={busyId === a._id} className="max-w-44 flex-wrap" {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
