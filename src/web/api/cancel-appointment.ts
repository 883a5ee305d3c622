import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminAppointment } from '../../core/schemas/admin-appointment.schema.ts';
import type { AppointmentStatus } from '../../core/schemas/appointment.schema.ts';
import { replaceAppointmentInLists } from './admin-appointments.ts';
import { apiRequest } from './client.ts';

interface CancelResult {
  status: AppointmentStatus;
  /** pence */
  refundAmount: number;
  appointment: AdminAppointment;
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
    onSuccess: ({ appointment }) => replaceAppointmentInLists(queryClient, appointment),
  });
}
