import { createElement, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useMarkNoShow } from '../../../api/appointment-status.ts';
import { errorMessage } from '../../../api/client.ts';
import { invalidateVisitFees } from '../../../api/visit-fee.ts';
import type { AdminAppointment } from '../../../../core/schemas/admin-appointment.schema.ts';
import { NoShowFeeDialog } from '../shared/fees/no-show-fee-dialog.tsx';

/**
 * Spec §2/§8: confirm first; the row takes the server's status, and a refusal is an alert. Once marked, `feeDialog`
 * offers the visit's no-show fee (issue 26) when it has one: render it with the screen.
 */
export function useNoShow() {
  const queryClient = useQueryClient();
  const mark = useMarkNoShow();
  const [marked, setMarked] = useState<AdminAppointment>();
  const markNoShow = (appointment: AdminAppointment) => {
    if (!window.confirm('Mark this appointment as No Show?')) return;
    mark.mutate(appointment._id, {
      onSuccess: ({ appointment: changed }) => {
        void invalidateVisitFees(queryClient);
        setMarked(changed);
      },
      onError: (error) => window.alert(errorMessage(error, 'Failed to update status')),
    });
  };
  const feeDialog = createElement(NoShowFeeDialog, { appointment: marked, onClose: () => setMarked(undefined) });
  return { markNoShow, busyId: mark.isPending ? mark.variables : undefined, feeDialog };
}
