import { clsx } from 'clsx';
import type { AdminAppointment } from '../../../../core/schemas/admin-appointment.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { cancelAction, noShowAction } from './appointment-display.ts';

export interface RowActionHandlers {
  onEdit: (a: AdminAppointment) => void;
  onCancel: (a: AdminAppointment) => void;
  onNoShow: (a: AdminAppointment) => void;
}

/**
 * Edit, Cancel, No Show. Cancel and No Show are disabled, saying why in their title, whenever the server would
 * refuse them: the same rules (core/booking/transitions.ts), No Show with the time now.
 */
export function RowActions({ appointment, onEdit, onCancel, onNoShow, busy, className }: RowActionHandlers & { appointment: AdminAppointment; busy: boolean; className?: string }) {
  const cancel = cancelAction(appointment);
  const noShow = noShowAction(appointment, useNow());
  return (
    <div className={clsx('flex gap-2', className)}>
      <Button size="sm" variant="secondary" onClick={() => onEdit(appointment)}>
        Edit
      </Button>
      <Button size="sm" variant="secondary" disabled={!cancel.enabled || busy} title={cancel.reason} onClick={() => onCancel(appointment)}>
        Cancel
      </Button>
      <Button size="sm" variant="secondary" disabled={!noShow.enabled || busy} title={noShow.reason} onClick={() => onNoShow(appointment)}>
        No Show
      </Button>
    </div>
  );
}
