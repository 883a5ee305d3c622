import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClosureInput, ClosureSaved } from '../../core/schemas/time-off.schema.ts';
import { apiRequest } from './client.ts';
import { invalidateTimeOff } from './time-off.ts';

/** POST /api/closures or PATCH /api/closures/{id}: London dates, both included; the answer lists the appointments it covers. */
export const saveClosure = ({ id, input }: { id?: string; input: ClosureInput }) =>
  id
    ? apiRequest<ClosureSaved>(`/closures/${encodeURIComponent(id)}`, { method: 'PATCH', body: input })
    : apiRequest<ClosureSaved>('/closures', { method: 'POST', body: input });

export function useSaveClosure() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveClosure, onSuccess: () => invalidateTimeOff(queryClient) });
}
