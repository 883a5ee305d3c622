import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BeauticianInput } from '../../core/schemas/beautician-input.schema.ts';
import type { BeauticianStaff } from '../../core/schemas/catalog.schema.ts';
import { invalidateCatalogue } from './admin-services.ts';
import { apiRequest } from './client.ts';
import { uploadImage } from './upload-image.ts';

export interface SaveBeauticianArgs {
  /** absent for a new staff member */
  id?: string;
  input: BeauticianInput;
  /** a newly chosen photo, uploaded after the save (spec §7) */
  file?: File | null;
}

export interface SaveBeauticianResult {
  beautician: BeauticianStaff;
  /** the upload's failure when the save stood but the photo did not (spec §8) */
  uploadError?: unknown;
}

/** POST /api/beauticians or PATCH /api/beauticians/{id}, then POST …/upload-image when a file was chosen. */
export async function saveBeautician({ id, input, file }: SaveBeauticianArgs): Promise<SaveBeauticianResult> {
  const beautician = id
    ? await apiRequest<BeauticianStaff>(`/beauticians/${encodeURIComponent(id)}`, { method: 'PATCH', body: input })
    : await apiRequest<BeauticianStaff>('/beauticians', { method: 'POST', body: input });
  if (!file) return { beautician };
  try {
    return { beautician: await uploadImage<BeauticianStaff>(`/beauticians/${encodeURIComponent(beautician._id)}/upload-image`, file) };
  } catch (uploadError) {
    return { beautician, uploadError };
  }
}

export function useSaveBeautician() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveBeautician, onSettled: () => invalidateCatalogue(queryClient) });
}
