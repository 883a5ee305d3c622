import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminAppointment } from '../../core/schemas/admin-appointment.schema.ts';
import type { AppointmentStatus } from '../../core/schemas/appointment.schema.ts';
import { replaceAppointmentInLists } from './admin-appointments.ts';
import { apiRequest } from './client.ts';

/** PATCH /api/appointments/{id}/status: staff mark a missed appointment as no_show. */
export function markNoShow(id: string) {
  return apiRequest<{ status: AppointmentStatus; appointment: AdminAppointment }>(`/appointments/${encodeURIComponent(id)}/status`, {
    method: 'PATCH',
    body: { status: 'no_show' },
  });
}

export function useMarkNoShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNoShow,
    onSuccess: ({ appointment }) => replaceAppointmentInLists(queryClient, appointment),
  });
}
