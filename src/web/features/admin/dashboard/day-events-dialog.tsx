import type { AdminAppointment } from '../../../../core/schemas/admin-appointment.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { formatLongDate, formatTime } from '../../../lib/format.ts';
import { ClientConfirmedMark } from '../shared/appointment/client-confirmed-mark.tsx';
import { EVENT_COLOURS } from './status-colours.ts';
import { diaryTone, statusWords } from '../shared/appointment/appointment-status.ts';

export interface DayEvents {
  date: Date;
  appointments: AdminAppointment[];
}

interface DayEventsDialogProps {
  day: DayEvents | undefined;
  onClose: () => void;
  onSelect: (appointment: AdminAppointment) => void;
}

/**
 * Spec §9 'overflowing events appear in a popup': a month day's '+N more' opens this list of the whole day,
 * a modal dialog (focus moves in and back) instead of the calendar's own overlay, which a keyboard cannot follow.
 */
export function DayEventsDialog({ day, onClose, onSelect }: DayEventsDialogProps) {
  return (
    <Dialog open={Boolean(day)} onClose={onClose} title={day ? formatLongDate(day.date) : ''}>
      <ul className="space-y-2">
        {day?.appointments.map((a) => (
          <li key={a._id}>
            <button
              type="button"
              onClick={() => onSelect(a)}
              style={{ backgroundColor: EVENT_COLOURS[diaryTone(a)] }}
              className="w-full rounded-xl px-3 py-2 text-left text-sm text-white"
            >
              <span className="font-semibold tabular-nums">{`${formatTime(a.start)} – ${formatTime(a.end)}`}</span>{' '}
              <ClientConfirmedMark appointment={a} className="mr-1" />
              {`${a.client.name || 'Unknown'} – ${a.service.name || a.variantName}`}
              <span className="sr-only">{` (${statusWords(a)})`}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </Dialog>
  );
}
