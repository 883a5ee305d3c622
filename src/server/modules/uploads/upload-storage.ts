import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Folders under the uploads directory, one per kind of image; also the URL path after /uploads/. */
export type UploadFolder = 'services' | 'staff' | 'hero';

export const UPLOADS_URL_PREFIX = '/uploads/';

/**
 * Processed images on disk under `${DATA_DIR}/uploads`, served at /uploads/... Every file gets a new,
 * unguessable name, so a URL never changes content and can be cached for a year.
 */
export interface UploadStorage {
  /** writes the image and returns its URL, e.g. /uploads/services/<id>-<random>.webp */
  save(folder: UploadFolder, ownerId: string, webp: Buffer): Promise<string>;
  /** removes a file this storage wrote; any other URL (the shipped demo images under /images, say) is left alone */
  remove(url: string | null | undefined): Promise<void>;
  /** the file a URL of ours points at, or undefined for any other URL */
  fileFor(url: string): string | undefined;
}

export function createUploadStorage(dir: string): UploadStorage {
  const root = path.resolve(dir);

  const fileFor = (url: string): string | undefined => {
    if (!url.startsWith(UPLOADS_URL_PREFIX)) return undefined;
    const file = path.resolve(root, url.slice(UPLOADS_URL_PREFIX.length));
    // '..' in a URL must never reach outside the uploads directory.
    return file.startsWith(root + path.sep) ? file : undefined;
  };

  return {
    fileFor,
    async save(folder, ownerId, webp) {
      const name = `${ownerId}-${randomBytes(8).toString('hex')}.webp`;
      await fs.mkdir(path.join(root, folder), { recursive: true });
      // 'wx': never overwrite; a clash of 64 random bits is an error worth seeing.
      await fs.writeFile(path.join(root, folder, name), webp, { flag: 'wx' });
      return `${UPLOADS_URL_PREFIX}${folder}/${name}`;
    },
    async remove(url) {
      const file = url ? fileFor(url) : undefined;
      if (file) await fs.rm(file, { force: true });
    },
  };
}
