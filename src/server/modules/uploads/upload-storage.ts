import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { deleteStoredImage, insertStoredImage } from './stored-images.repository.ts';

/** One per kind of image; also the URL path after /uploads/. */
export const UPLOAD_FOLDERS = ['services', 'staff', 'hero'] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

export const UPLOADS_URL_PREFIX = '/uploads/';
export const WEBP = 'image/webp';

/**
 * A stored image's path (the URL after /uploads/): what save() names, `<folder>/<owner>-<16 hex>.webp`, and
 * nothing else. Only these characters, so a path needs no escaping: a URL with '%', '..', a backslash or
 * a NUL in it is never ours.
 */
const STORED_IMAGE_PATH = new RegExp(`^(${UPLOAD_FOLDERS.join('|')})/[A-Za-z0-9][A-Za-z0-9_-]{0,119}\\.webp$`);

export const isStoredImagePath = (path: string): boolean => STORED_IMAGE_PATH.test(path);

/** The stored_images key a URL of ours names, or undefined for any other URL (the shipped /images/... say). */
export function storedImagePath(url: string): string | undefined {
  if (!url.startsWith(UPLOADS_URL_PREFIX)) return undefined;
  const path = url.slice(UPLOADS_URL_PREFIX.length);
  return isStoredImagePath(path) ? path : undefined;
}

/**
 * Processed images in the database (stored_images), served at /uploads/..., so that every app process
 * sharing the database serves every image (docs/decisions/0020). Every image gets a new, unguessable name,
 * so a URL never changes content and can be cached for a year.
 */
export interface UploadStorage {
  /** stores the image and returns its URL, e.g. /uploads/services/<id>-<random>.webp */
  save(folder: UploadFolder, ownerId: string, webp: Buffer): Promise<string>;
  /** removes an image this storage holds; any other URL (the shipped demo images under /images, say) is left alone */
  remove(url: string | null | undefined): Promise<void>;
}

export function createUploadStorage(db: Database): UploadStorage {
  return {
    async save(folder, ownerId, webp) {
      const path = `${folder}/${ownerId}-${randomBytes(8).toString('hex')}.webp`;
      await insertStoredImage(db, { path, contentType: WEBP, content: webp });
      return `${UPLOADS_URL_PREFIX}${path}`;
    },
    async remove(url) {
      const path = url ? storedImagePath(url) : undefined;
      if (path) await deleteStoredImage(db, path);
    },
  };
}
