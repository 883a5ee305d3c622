import { createHash } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { findStoredImage, findStoredImageType } from './stored-images.repository.ts';
import { storedImagePath } from './upload-storage.ts';

export type ImageAnswer = { status: 304; etag: string } | { status: 200; etag: string; contentType: string; content: Buffer };

/**
 * A path never changes content (save() never reuses a name), so a tag of the path alone is a strong ETag:
 * a browser revalidating costs one indexed lookup, not the image's bytes.
 */
export const etagOf = (path: string): string => `"${createHash('sha256').update(path).digest('base64url').slice(0, 22)}"`;

/** RFC 9110 §13.1.2: If-None-Match compares weakly, and `*` matches any image there is. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

const imageNotFound = (): AppError => AppError.notFound('Image');

/**
 * What GET /uploads/... answers. `rawUrl` is the request's URL as sent, not decoded: a stored path needs no
 * escaping, so an encoded slash, dot or NUL can only name something that is not ours (404).
 */
export async function imageToServe(db: Database, rawUrl: string, ifNoneMatch: string | undefined): Promise<ImageAnswer> {
  const path = storedImagePath(rawUrl.split('?')[0]!);
  if (!path) throw imageNotFound();
  const etag = etagOf(path);
  if (matchesIfNoneMatch(ifNoneMatch, etag)) {
    if (!(await findStoredImageType(db, path))) throw imageNotFound();
    return { status: 304, etag };
  }
  const image = await findStoredImage(db, path);
  if (!image) throw imageNotFound();
  return { status: 200, etag, contentType: image.contentType, content: image.content };
}
