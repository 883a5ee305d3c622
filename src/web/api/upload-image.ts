import { IMAGE_FIELD } from '../../core/image-rules.ts';
import { apiRequest } from './client.ts';

/** POST a chosen file as multipart in the field every upload route reads (spec §7: `image`). */
export function uploadImage<T>(path: string, file: File): Promise<T> {
  const form = new FormData();
  form.append(IMAGE_FIELD, file);
  return apiRequest<T>(path, { method: 'POST', body: form });
}
