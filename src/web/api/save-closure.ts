import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClosureInput, ClosureSaved } from '../../core/schemas/time-off.schema.ts';
import { saveRecord, type SaveArgs } from './save-record.ts';
import { invalidateTimeOff } from './time-off.ts';

/** POST /api/closures or PATCH /api/closures/{id}: London dates, both included; the answer lists the appointments it covers. */
export const saveClosure = (args: SaveArgs<ClosureInput>) => saveRecord<ClosureSaved>('/closures', args);

export function useSaveClosure() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveClosure, onSuccess: () => invalidateTimeOff(queryClient) });
}
