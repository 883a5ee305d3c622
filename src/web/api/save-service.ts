import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffService } from '../../core/schemas/catalog.schema.ts';
import type { ServiceInput } from '../../core/schemas/service-input.schema.ts';
import { invalidateCatalogue } from './admin-services.ts';
import { saveRecordWithImage, type SaveWithImageArgs } from './save-record.ts';

/** POST /api/services or PATCH /api/services/{id}, then POST …/upload-image when a file was chosen. */
export const saveService = (args: SaveWithImageArgs<ServiceInput>) => saveRecordWithImage<StaffService>('/services', args);

export function useSaveService() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveService, onSettled: () => invalidateCatalogue(queryClient) });
}
