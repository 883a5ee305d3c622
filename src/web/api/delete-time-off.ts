import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { invalidateTimeOff } from './time-off.ts';

/** DELETE /api/time-off/{id}: the time is bookable again. */
export const deleteTimeOff = (id: string) => apiRequest<void>(`/time-off/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTimeOff, onSuccess: () => invalidateTimeOff(queryClient) });
}
