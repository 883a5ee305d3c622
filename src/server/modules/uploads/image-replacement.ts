import type { ImageKind } from '../../../core/image-rules.ts';
import type { StoredImage } from '../../../core/schemas/common.schema.ts';
import { AppError } from '../../errors.ts';
import { toStoredWebp } from './image-processing.ts';
import type { UploadFolder, UploadStorage } from './upload-storage.ts';

/**
 * What a save does to a record's image: a form sends the image back unchanged, null to remove it, or
 * nothing. Naming another URL is refused: images arrive only by upload, so a record can never point at a
 * file it does not own (and later delete it).
 * @returns true when the image is to be removed
 */
export function clearsImage(current: string | null, sent: StoredImage | null | undefined): boolean {
  if (sent === undefined) return false;
  if (sent === null) return current !== null;
  if (sent.url === current) return false;
  throw new AppError('IMAGE_NOT_UPLOADED', 'To change the image, upload a new file.', 400, {
    fields: { image: 'To change the image, upload a new file.' },
  });
}

export interface NewImage {
  kind: ImageKind;
  folder: UploadFolder;
  ownerId: string;
  /** points the record at the new URL and returns its previous one; undefined when the record is gone */
  swap(url: string): Promise<{ previous: string | null } | undefined>;
}

/**
 * Processes and stores an upload, then points the record at it. The old file is removed only once the
 * record no longer names it; if the record cannot take the new file, the new file goes instead.
 * @returns the new URL, or undefined when the record is gone
 */
export async function storeNewImage(storage: UploadStorage, file: Buffer, target: NewImage): Promise<string | undefined> {
  const webp = await toStoredWebp(file, target.kind);
  const url = await storage.save(target.folder, target.ownerId, webp);
  let swapped: { previous: string | null } | undefined;
  try {
    swapped = await target.swap(url);
  } catch (err) {
    await storage.remove(url);
    throw err;
  }
  await storage.remove(swapped ? swapped.previous : url);
  return swapped ? url : undefined;
}
