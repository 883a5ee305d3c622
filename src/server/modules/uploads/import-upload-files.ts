import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import type { Database } from '../../db/client.ts';
import { insertStoredImagesIfAbsent, storedImagePaths } from './stored-images.repository.ts';
import { isStoredImagePath, UPLOAD_FOLDERS, WEBP } from './upload-storage.ts';

/**
 * Images uploaded before they lived in the database (docs/decisions/0020) were files under
 * `DATA_DIR/uploads/<services|staff|hero>/`, and records still name them by the same URLs. This copies each
 * file the database does not hold yet; the files stay where they are (remove the folder after a backup).
 * Safe to run at every start and by two processes at once: a path already there is left alone.
 * @returns how many images this call stored
 */
export async function importUploadFiles(db: Database, uploadsDir: string): Promise<number> {
  let imported = 0;
  for (const folder of UPLOAD_FOLDERS) {
    const candidates = (await fileNamesIn(path.join(uploadsDir, folder))).map((name) => `${folder}/${name}`).filter(isStoredImagePath);
    const stored = await storedImagePaths(db, candidates);
    for (const imagePath of candidates.filter((p) => !stored.has(p))) {
      const content = await fs.readFile(path.join(uploadsDir, imagePath));
      // Only what save() wrote: a WebP. Anything else in the folder was not ours to serve.
      if ((await fileTypeFromBuffer(content))?.mime !== WEBP) continue;
      imported += (await insertStoredImagesIfAbsent(db, [{ path: imagePath, contentType: WEBP, content }])).length;
    }
  }
  return imported;
}

/** The plain files of a folder; none when there is no folder (a new install). */
async function fileNamesIn(dir: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(dir, { withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}
