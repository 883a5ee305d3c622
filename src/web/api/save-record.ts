import { apiRequest } from './client.ts';
import { uploadImage } from './upload-image.ts';

/** What an admin form saves: a new record (no id) or the one with `id`. */
export interface SaveArgs<Input> {
  id?: string;
  input: Input;
}

/** POST `path` for a new record, PATCH `path/{id}` for a known one; the answer is what the server stored. */
export const saveRecord = <T>(path: string, { id, input }: SaveArgs<unknown>): Promise<T> =>
  id
    ? apiRequest<T>(`${path}/${encodeURIComponent(id)}`, { method: 'PATCH', body: input })
    : apiRequest<T>(path, { method: 'POST', body: input });

export interface SaveWithImageArgs<Input> extends SaveArgs<Input> {
  /** a newly chosen image, uploaded after the save (spec §7) */
  file?: File | null;
}

/** What a save did: the saved record, and the upload's failure when the save stood but the image did not. */
export interface SaveWithImageResult<T> {
  saved: T;
  uploadError?: unknown;
}

/** `saveRecord`, then POST `path/{id}/upload-image` when a file was chosen. */
export async function saveRecordWithImage<T extends { _id: string }>(
  path: string,
  { file, ...args }: SaveWithImageArgs<unknown>,
): Promise<SaveWithImageResult<T>> {
  const saved = await saveRecord<T>(path, args);
  if (!file) return { saved };
  try {
    return { saved: await uploadImage<T>(`${path}/${encodeURIComponent(saved._id)}/upload-image`, file) };
  } catch (uploadError) {
    // Spec §8: the save stays; the caller tells the user the image did not make it.
    return { saved, uploadError };
  }
}
