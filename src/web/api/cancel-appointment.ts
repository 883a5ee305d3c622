import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppointmentStatus } from '../../core/schemas/appointment.schema.ts';
import { replaceAppointmentInLists, type ChangedAppointment } from './admin-appointments.ts';
import { apiRequest } from './client.ts';

interface CancelResult extends ChangedAppointment {
  status: AppointmentStatus;
  /** pence */
  refundAmount: number;
}

/** POST /api/appointments/{id}/cancel, as staff (spec §6); refunds follow the cancellation policy. */
export function cancelAppointment({ id, reason }: { id: string; reason?: string }) {
  return apiRequest<CancelResult>(`/appointments/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    body: { requestedBy: 'staff', reason },
  });
}

export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAppointment,
    onSuccess: (answer) => replaceAppointmentInLists(queryClient, answer),
  });
}
