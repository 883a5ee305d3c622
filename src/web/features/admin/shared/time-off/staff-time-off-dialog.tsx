import { useState } from 'react';
import type { TimeOffEntry } from '../../../../../core/schemas/time-off.schema.ts';
import { addDaysToDate, SALON_TIME_ZONE, startOfDayInZone } from '../../../../../core/time.ts';
import { errorMessage } from '../../../../api/client.ts';
import { useDeleteTimeOff } from '../../../../api/delete-time-off.ts';
import { useTimeOff } from '../../../../api/time-off.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useSalonToday } from '../../../../lib/use-salon-today.ts';
import { describeWhen, describeWhy } from './time-off-display.ts';
import { TimeOffDialog } from './time-off-dialog.tsx';

interface Props {
  /** the staff member whose time off is shown; undefined: closed */
  beautician: { _id: string; name: string } | undefined;
  onClose: () => void;
}

/** How far ahead the staff screen lists time off. */
const DAYS_AHEAD = 365;

/** The Staff screen's time off of one staff member: what is coming up, Add, Edit and Remove (docs/decisions/0024). */
export function StaffTimeOffDialog({ beautician, onClose }: Props) {
  return (
    <Dialog open={Boolean(beautician)} onClose={onClose} title={`Time off: ${beautician?.name ?? ''}`} className="max-w-2xl">
      {beautician && <StaffTimeOff beautician={beautician} onClose={onClose} />}
    </Dialog>
  );
}

function StaffTimeOff({ beautician, onClose }: { beautician: { _id: string; name: string }; onClose: () => void }) {
  const today = useSalonToday();
  const range = {
    from: startOfDayInZone(today, SALON_TIME_ZONE).toISOString(),
    to: startOfDayInZone(addDaysToDate(today, DAYS_AHEAD), SALON_TIME_ZONE).toISOString(),
  };
  const list = useTimeOff({ ...range, beauticianId: beautician._id });
  const remove = useDeleteTimeOff();
  // The add and edit form opens over this list, in a dialog of its own (the one the dashboard uses).
  const [editing, setEditing] = useState<TimeOffEntry | 'new'>();
  const removeEntry = (entry: TimeOffEntry) =>
    remove.mutate(entry._id, { onError: (error) => window.alert(errorMessage(error, 'Failed to remove time off')) });

  return (
    <div className="space-y-4">
      <h3 className="font-medium text-stone-900">Coming up</h3>
      {list.isPending ? (
        <Spinner label="Loading time off..." />
      ) : list.isError ? (
        <p role="alert" className="text-red-800">
          {errorMessage(list.error, 'Failed to load time off')}
        </p>
      ) : list.data.timeOff.length === 0 ? (
        <p className="text-stone-600">No time off coming up.</p>
      ) : (
        <ul className="divide-y divide-stone-100" aria-label={`Time off of ${beautician.name}`}>
          {list.data.timeOff.map((entry) => (
            <li key={entry._id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <span>
                <span className="block font-medium text-stone-900">{describeWhen(entry)}</span>
                <span className="block text-sm text-stone-600">{describeWhy(entry)}</span>
              </span>
              <span className="flex gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setEditing(entry)}
                  aria-label={`Edit ${describeWhy(entry)}, ${describeWhen(entry)}`}
                >
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => removeEntry(entry)}
                  disabled={remove.isPending}
                  aria-label={`Remove ${describeWhy(entry)}, ${describeWhen(entry)}`}
                >
                  Remove
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        <Button onClick={() => setEditing('new')}>Add time off</Button>
      </div>
      <TimeOffDialog
        open={editing !== undefined}
        initial={{ beauticianId: beautician._id }}
        timeOff={editing === 'new' ? undefined : editing}
        onClose={() => setEditing(undefined)}
      />
    </div>
  );
}
