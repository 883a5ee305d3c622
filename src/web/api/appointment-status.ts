import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppointmentStatus } from '../../core/schemas/appointment.schema.ts';
import { replaceAppointmentInLists, type ChangedAppointment } from './admin-appointments.ts';
import { apiRequest } from './client.ts';

/** PATCH /api/appointments/{id}/status: staff mark a missed appointment as no_show. */
export function markNoShow(id: string) {
  return apiRequest<{ status: AppointmentStatus } & ChangedAppointment>(`/appointments/${encodeURIComponent(id)}/status`, {
    method: 'PATCH',
    body: { status: 'no_show' },
  });
}

export function useMarkNoShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNoShow,
    onSuccess: (answer) => replaceAppointmentInLists(queryClient, answer),
  });
}
