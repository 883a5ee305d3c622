import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AppointmentPublic, CreateBookingInput } from '../../core/schemas/appointment.schema.ts';
import { apiRequest } from './client.ts';

/** POST /api/appointments: paying at the salon confirms the booking at once; a taken slot answers 409. */
export function createAppointment(input: CreateBookingInput): Promise<{ appointmentId: string }> {
  return apiRequest<{ appointmentId: string }>('/appointments', { method: 'POST', body: input });
}

export const useCreateAppointment = () => useMutation({ mutationFn: createAppointment });

/** GET /api/appointments/{id}: the public view (no client details). */
export const appointmentQuery = (id: string) =>
  queryOptions({
    queryKey: ['appointments', id],
    queryFn: ({ signal }) => apiRequest<AppointmentPublic>(`/appointments/${encodeURIComponent(id)}`, { signal }),
    staleTime: 0,
  });

export const useAppointment = (id: string | undefined) => useQuery({ ...appointmentQuery(id ?? ''), enabled: Boolean(id) });
