import { clsx } from 'clsx';
import type { AdminAppointment } from '../../../../core/schemas/admin-appointment.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { canCancelOrNoShow } from './appointment-display.ts';

export interface RowActionHandlers {
  onEdit: (a: AdminAppointment) => void;
  onCancel: (a: AdminAppointment) => void;
  onNoShow: (a: AdminAppointment) => void;
}

/** Edit, Cancel, No Show; the last two are disabled once cancelled or no_show. */
export function RowActions({ appointment, onEdit, onCancel, onNoShow, busy, className }: RowActionHandlers & { appointment: AdminAppointment; busy: boolean; className?: string }) {
  const open = canCancelOrNoShow(appointment.status);
  return (
    <div className={clsx('flex gap-2', className)}>
      <Button size="sm" variant="secondary" onClick={() => onEdit(appointment)}>
        Edit
      </Button>
      <Button size="sm" variant="secondary" disabled={!open || busy} onClick={() => onCancel(appointment)}>
        Cancel
      </Button>
      <Button size="sm" variant="secondary" disabled={!open || busy} onClick={() => onNoShow(appointment)}>
        No Show
      </Button>
    </div>
  );
}
