import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimeOffInput, TimeOffSaved } from '../../core/schemas/time-off.schema.ts';
import { saveRecord, type SaveArgs } from './save-record.ts';
import { invalidateTimeOff } from './time-off.ts';

/** POST /api/time-off or PATCH /api/time-off/{id}; the answer lists the live appointments it covers. */
export const saveTimeOff = (args: SaveArgs<TimeOffInput>) => saveRecord<TimeOffSaved>('/time-off', args);

export function useSaveTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveTimeOff, onSuccess: () => invalidateTimeOff(queryClient) });
}
