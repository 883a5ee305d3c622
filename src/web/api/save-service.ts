import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Service } from '../../core/schemas/catalog.schema.ts';
import type { ServiceInput } from '../../core/schemas/service-input.schema.ts';
import { invalidateCatalogue } from './admin-services.ts';
import { apiRequest } from './client.ts';
import { uploadImage } from './upload-image.ts';

export interface SaveServiceArgs {
  /** absent for a new service */
  id?: string;
  input: ServiceInput;
  /** a newly chosen image, uploaded after the save (spec §7) */
  file?: File | null;
}

/** What a save did: the saved service, and the upload's failure when the save stood but the image did not. */
export interface SaveServiceResult {
  service: Service;
  uploadError?: unknown;
}

/** POST /api/services or PATCH /api/services/{id}, then POST …/upload-image when a file was chosen. */
export async function saveService({ id, input, file }: SaveServiceArgs): Promise<SaveServiceResult> {
  const service = id
    ? await apiRequest<Service>(`/services/${encodeURIComponent(id)}`, { method: 'PATCH', body: input })
    : await apiRequest<Service>('/services', { method: 'POST', body: input });
  if (!file) return { service };
  try {
    return { service: await uploadImage<Service>(`/services/${encodeURIComponent(service._id)}/upload-image`, file) };
  } catch (uploadError) {
    // Spec §8: the save stays; the caller tells the user the image did not make it.
    return { service, uploadError };
  }
}

export function useSaveService() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveService, onSettled: () => invalidateCatalogue(queryClient) });
}
