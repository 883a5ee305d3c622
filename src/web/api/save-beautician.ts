import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BeauticianInput } from '../../core/schemas/beautician-input.schema.ts';
import type { BeauticianStaff } from '../../core/schemas/catalog.schema.ts';
import { invalidateCatalogue } from './admin-services.ts';
import { saveRecordWithImage, type SaveWithImageArgs } from './save-record.ts';

/** POST /api/beauticians or PATCH /api/beauticians/{id}, then POST …/upload-image when a photo was chosen. */
export const saveBeautician = (args: SaveWithImageArgs<BeauticianInput>) => saveRecordWithImage<BeauticianStaff>('/beauticians', args);

export function useSaveBeautician() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveBeautician, onSettled: () => invalidateCatalogue(queryClient) });
}
