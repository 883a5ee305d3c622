import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimeOffInput, TimeOffSaved } from '../../core/schemas/time-off.schema.ts';
import { apiRequest } from './client.ts';
import { invalidateTimeOff } from './time-off.ts';

export interface SaveTimeOffArgs {
  /** absent for new time off */
  id?: string;
  input: TimeOffInput;
}

/** POST /api/time-off or PATCH /api/time-off/{id}; the answer lists the live appointments it covers. */
export const saveTimeOff = ({ id, input }: SaveTimeOffArgs) =>
  id
    ? apiRequest<TimeOffSaved>(`/time-off/${encodeURIComponent(id)}`, { method: 'PATCH', body: input })
    : apiRequest<TimeOffSaved>('/time-off', { method: 'POST', body: input });

export function useSaveTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveTimeOff, onSuccess: () => invalidateTimeOff(queryClient) });
}
