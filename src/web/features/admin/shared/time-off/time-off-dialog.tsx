import { useState } from 'react';
import type { CoveredAppointment, TimeOffEntry, TimeOffSaved } from '../../../../../core/schemas/time-off.schema.ts';
import { useAdminBeauticians } from '../../../../api/admin-beauticians.ts';
import { errorMessage } from '../../../../api/client.ts';
import { useDeleteTimeOff } from '../../../../api/delete-time-off.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useSalonToday } from '../../../../lib/use-salon-today.ts';
import { CoveredAppointmentsWarning } from '../appointment/covered-appointments-warning.tsx';
import { TimeOffForm } from './time-off-form.tsx';
import { initialValues, type TimeOffInitial } from './time-off-values.ts';
import { useTimeOffSave } from './use-time-off-save.ts';

export interface TimeOffDialogProps {
  open: boolean;
  /** a new entry's defaults: the staff member, and a range chosen on the calendar (ISO instants) */
  initial?: TimeOffInitial;
  /** an entry to edit (and offer to remove) instead of a new one */
  timeOff?: TimeOffEntry;
  onClose: () => void;
  /** after a save (or a removal: `undefined`), before any warning about covered appointments is shown */
  onSaved?: (saved: TimeOffSaved | undefined) => void;
}

/**
 * Adds or edits a beautician's time off (docs/decisions/0024): the dashboard opens it on a range chosen on the
 * calendar. Saving over booked appointments is allowed; they are then listed, with links, before it closes.
 */
export function TimeOffDialog({ open, initial, timeOff, onClose, onSaved }: TimeOffDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={timeOff ? 'Edit time off' : 'Add time off'}>
      <TimeOffDialogBody initial={initial} timeOff={timeOff} onClose={onClose} onSaved={onSaved} />
    </Dialog>
  );
}

/** Mounted with each opening (Dialog mounts its content only while open), so every opening starts afresh. */
function TimeOffDialogBody({ initial, timeOff, onClose, onSaved }: Omit<TimeOffDialogProps, 'open'>) {
  const today = useSalonToday();
  const staff = useAdminBeauticians();
  const { save, problems, saving } = useTimeOffSave();
  const remove = useDeleteTimeOff();
  const [covered, setCovered] = useState<CoveredAppointment[]>();
  const beauticians = (staff.data ?? []).filter((b) => b.active || b._id === timeOff?.beautician._id);

  if (covered) {
    return (
      <div className="space-y-4">
        <p role="status">Time off saved.</p>
        <CoveredAppointmentsWarning appointments={covered} what="this time off" />
        <div className="flex justify-end">
          <Button onClick={onClose}>Done</Button>
        </div>
      </div>
    );
  }
  // The select opens on the chosen staff member only once the list is there.
  if (staff.isPending) return <Spinner label="Loading staff..." />;
  const submit = async (values: Parameters<typeof save>[0]) => {
    const saved = await save(values, timeOff?._id);
    if (!saved) return;
    onSaved?.(saved);
    if (saved.appointmentsCovered.length > 0) setCovered(saved.appointmentsCovered);
    else onClose();
  };
  const removeEntry = (entry: TimeOffEntry) =>
    remove.mutate(entry._id, {
      onSuccess: () => {
        onSaved?.(undefined);
        onClose();
      },
      onError: (error) => window.alert(errorMessage(error, 'Failed to remove time off')),
    });

  return (
    <>
      <TimeOffForm
        initial={initialValues(today, initial, timeOff)}
        beauticians={beauticians}
        problems={problems}
        saving={saving || remove.isPending}
        submitLabel={timeOff ? 'Save time off' : 'Add time off'}
        onSubmit={(values) => void submit(values)}
        onCancel={onClose}
      />
      {timeOff && (
        <Button variant="danger" className="mt-4" onClick={() => removeEntry(timeOff)} disabled={saving || remove.isPending}>
          Remove this time off
        </Button>
      )}
    </>
  );
}
