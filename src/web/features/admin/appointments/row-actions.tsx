import { clsx } from 'clsx';
import type { AdminAppointment } from '../../../../core/schemas/admin-appointment.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { cancelAction, checkOutAction, noShowAction } from '../shared/appointment/appointment-display.ts';

export interface RowActionHandlers {
  onEdit: (a: AdminAppointment) => void;
  onCancel: (a: AdminAppointment) => void;
  onNoShow: (a: AdminAppointment) => void;
  /** the till: 'Check out', or 'Payments' once checked out (docs/decisions/0027) */
  onTill: (a: AdminAppointment) => void;
}

/**
 * Edit, Cancel, No Show, then the till's button. Cancel, No Show and Check out are disabled, saying why in their
 * title, whenever the server would refuse them: the same rules (core/booking/transitions.ts), with the time now.
 */
export function RowActions({
  appointment,
  onEdit,
  onCancel,
  onNoShow,
  onTill,
  busy,
  className,
}: RowActionHandlers & { appointment: AdminAppointment; busy: boolean; className?: string }) {
  const now = useNow();
  const cancel = cancelAction(appointment);
  const noShow = noShowAction(appointment, now);
  const checkOut = checkOutAction(appointment, now);
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
      {appointment.status === 'completed' ? (
        <Button size="sm" variant="secondary" onClick={() => onTill(appointment)}>
          Payments
        </Button>
      ) : (
        <Button
          size="sm"
          variant="secondary"
          disabled={!checkOut.enabled || busy}
          title={checkOut.reason}
          onClick={() => onTill(appointment)}
        >
          Check out
        </Button>
      )}
    </div>
  );
}
