import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { storedImages } from '../../db/schema/uploads.ts';

export type StoredImageRow = Pick<typeof storedImages.$inferSelect, 'path' | 'contentType' | 'content'>;

/** A new image; a path already taken is an error (names are random, so a clash is worth seeing). */
export async function insertStoredImage(db: Database, image: StoredImageRow): Promise<void> {
  await db.insert(storedImages).values(image);
}

/**
 * Images that may be there already (the import of old files, two processes starting at once).
 * @returns the paths this call inserted
 */
export async function insertStoredImagesIfAbsent(db: Database, images: StoredImageRow[]): Promise<string[]> {
  if (images.length === 0) return [];
  const rows = await db.insert(storedImages).values(images).onConflictDoNothing().returning({ path: storedImages.path });
  return rows.map((row) => row.path);
}

export async function deleteStoredImage(db: Database, path: string): Promise<void> {
  await db.delete(storedImages).where(eq(storedImages.path, path));
}

/** The image's type alone, without reading its bytes (a revalidation needs no more). */
export async function findStoredImageType(db: Database, path: string): Promise<string | undefined> {
  const [row] = await db.select({ contentType: storedImages.contentType }).from(storedImages).where(eq(storedImages.path, path));
  return row?.contentType;
}

export async function findStoredImage(db: Database, path: string): Promise<StoredImageRow | undefined> {
  const [row] = await db
    .select({ path: storedImages.path, contentType: storedImages.contentType, content: storedImages.content })
    .from(storedImages)
    .where(eq(storedImages.path, path));
  return row;
}

/** Which of these paths are stored already. */
export async function storedImagePaths(db: Database, paths: string[]): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const rows = await db.select({ path: storedImages.path }).from(storedImages).where(inArray(storedImages.path, paths));
  return new Set(rows.map((row) => row.path));
}
