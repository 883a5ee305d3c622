import type { AdminAppointment } from '../../../../core/schemas/admin-appointment.schema.ts';
import { Card } from '../../../components/ui/card.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatTime } from '../../../lib/format.ts';
import { calendarStatusTone } from '../../../lib/status-tones.ts';
import { TodaysCheckOut } from '../till/todays-check-out.tsx';

interface TodaysProps {
  appointments: AdminAppointment[];
  onSelect: (a: AdminAppointment) => void;
  onCheckOut: (a: AdminAppointment) => void;
}

/**
 * Spec §2 "Today's Appointments (n)": shown only when today has any, earliest first; a card opens the details.
 * Beyond the spec, a visit not yet checked out has 'Check out' under its card (docs/decisions/0027).
 */
export function TodaysAppointments({ appointments, onSelect, onCheckOut }: TodaysProps) {
  if (appointments.length === 0) return null;
  const sorted = [...appointments].sort((a, b) => new Date(a.start).getTime() - new Date(b.start).getTime());
  return (
    <Card aria-labelledby="today-heading" className="mb-6">
      <h2 id="today-heading" className="font-display text-xl font-semibold">
        {`Today's Appointments (${sorted.length})`}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {sorted.map((a) => (
          <li key={a._id}>
            <button
              type="button"
              onClick={() => onSelect(a)}
              className="w-full rounded-2xl border border-stone-200 bg-white p-4 text-left transition-colors hover:border-plum-300 hover:bg-plum-50"
            >
              <span className="flex items-center justify-between gap-2">
                <span className="font-semibold tabular-nums text-stone-900">{formatTime(a.start)}</span>
                <StatusBadge status={a.status} tone={calendarStatusTone(a.status)} />
              </span>
              <span className="mt-2 block font-medium text-stone-900">{a.client.name || 'Unknown'}</span>
              <span className="block text-sm text-stone-700">{a.service.name || a.variantName}</span>
              <span className="block text-sm text-stone-600">{a.beautician?.name || 'No beautician assigned'}</span>
            </button>
            <TodaysCheckOut appointment={a} onCheckOut={onCheckOut} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
