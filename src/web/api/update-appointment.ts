import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UpdateAppointmentSchema } from '../../core/schemas/admin-appointment.schema.ts';
import { replaceAppointmentInLists, type ChangedAppointment } from './admin-appointments.ts';
import { apiRequest } from './client.ts';

export type AppointmentChanges = z.input<typeof UpdateAppointmentSchema>;

/** PATCH /api/appointments/{id}: times are instants with an offset; 409 when the new time is taken. */
export function updateAppointment({ id, changes }: { id: string; changes: AppointmentChanges }) {
  return apiRequest<{ success: true } & ChangedAppointment>(`/appointments/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: changes,
  });
}

export function useUpdateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAppointment,
    onSuccess: (answer) => replaceAppointmentInLists(queryClient, answer),
  });
}
