import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { invalidateTimeOff } from './time-off.ts';

/** DELETE /api/closures/{id}: the salon opens those days again (an imported bank holiday can be imported again). */
export const deleteClosure = (id: string) => apiRequest<void>(`/closures/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteClosure() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteClosure, onSuccess: () => invalidateTimeOff(queryClient) });
}
