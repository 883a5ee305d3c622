import type { ImageKind } from '../../../core/image-rules.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { storeNewImage } from '../uploads/image-replacement.ts';
import type { UploadFolder, UploadStorage } from '../uploads/upload-storage.ts';
import { deleteRecord, lockRecord, replaceImageUrl, updateRecord, type RecordTable } from './catalog-records.repository.ts';

export interface CatalogWriteDeps {
  db: Database;
  clock: () => Date;
  storage: UploadStorage;
}

/** What the back office's writes of one kind of record (a service, a beautician) need to know of it. */
export interface RecordKind<T extends RecordTable = RecordTable> {
  table: T;
  /** the record in words, as in 'Service not found' */
  name: string;
  /** how its upload is processed and where it is stored */
  image: { kind: ImageKind; folder: UploadFolder };
}

/**
 * Runs `write` on the record, its row locked, in one transaction. `write` answers the image the record no longer
 * shows (null for none), removed only once the transaction has committed: a write that fails keeps its image.
 */
async function writeLocked(
  deps: CatalogWriteDeps,
  kind: RecordKind,
  id: string,
  write: (tx: Database, imageUrl: string | null) => Promise<string | null>,
): Promise<void> {
  const removedUrl = await deps.db.transaction(async (tx) => {
    const locked = await lockRecord(tx, kind.table, id);
    if (!locked) throw AppError.notFound(kind.name);
    return write(tx, locked.imageUrl);
  });
  await deps.storage.remove(removedUrl);
}

/**
 * A `PATCH`: the record's own columns (and its image gone, when the form cleared it), then `rest` of what the form
 * changed (its week, its variants), in one transaction.
 */
export async function updateLocked<T extends RecordTable>(
  deps: CatalogWriteDeps,
  kind: RecordKind<T>,
  id: string,
  change: { values: Partial<T['$inferInsert']>; clearImage: boolean; rest?: (tx: Database) => Promise<void> },
): Promise<void> {
  await writeLocked(deps, kind, id, async (tx, imageUrl) => {
    await updateRecord(tx, kind.table, id, { ...change.values, ...(change.clearImage ? { imageUrl: null } : {}), updatedAt: deps.clock() });
    await change.rest?.(tx);
    return change.clearImage ? imageUrl : null;
  });
}

/** A `DELETE`, once `check` (in the same transaction) has found nothing against it; its image goes with it. */
export async function deleteLocked(
  deps: CatalogWriteDeps,
  kind: RecordKind,
  id: string,
  check: (tx: Database) => Promise<void>,
): Promise<void> {
  await writeLocked(deps, kind, id, async (tx, imageUrl) => {
    await check(tx);
    await deleteRecord(tx, kind.table, id);
    return imageUrl;
  });
}

/** `POST …/{id}/upload-image`: a call of its own after the save, so a failed upload never undoes the save. */
export async function uploadImage(deps: CatalogWriteDeps, kind: RecordKind, id: string, file: Buffer): Promise<void> {
  const swap = (url: string) => replaceImageUrl(deps.db, kind.table, id, url, deps.clock());
  const url = await storeNewImage(deps.storage, file, { ...kind.image, ownerId: id, swap });
  if (!url) throw AppError.notFound(kind.name);
}
