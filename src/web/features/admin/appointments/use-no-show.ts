import { useMarkNoShow } from '../../../api/appointment-status.ts';
import { errorMessage } from '../../../api/client.ts';
import type { AdminAppointment } from '../../../../core/schemas/admin-appointment.schema.ts';

/** Spec §2/§8: confirm first; the row takes the server's status, and a refusal is an alert. */
export function useNoShow() {
  const mark = useMarkNoShow();
  const markNoShow = (appointment: AdminAppointment) => {
    if (!window.confirm('Mark this appointment as No Show?')) return;
    mark.mutate(appointment._id, { onError: (error) => window.alert(errorMessage(error, 'Failed to update status')) });
  };
  return { markNoShow, busyId: mark.isPending ? mark.variables : undefined };
}
