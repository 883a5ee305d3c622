import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { beauticians, services } from '../../db/schema/catalog.ts';

/** The catalogue's records staff write from the back office, each with an id, a photo or image, and a last change. */
export type RecordTable = typeof services | typeof beauticians;
type Values<T extends RecordTable> = T['$inferInsert'];

// Every function takes a Database; a transaction is one too, so callers group writes as they need.

export async function insertRecord<T extends RecordTable>(db: Database, table: T, values: Values<T>): Promise<string> {
  const [row] = await db
    .insert(table as RecordTable)
    .values(values)
    .returning({ id: table.id });
  return row!.id;
}

export async function updateRecord<T extends RecordTable>(
  db: Database,
  table: T,
  id: string,
  values: Partial<Values<T>> & { updatedAt: Date },
): Promise<void> {
  await db
    .update(table as RecordTable)
    .set(values)
    .where(eq(table.id, id));
}

/**
 * Reads the record and locks its row until the transaction ends. A booking's foreign-key check takes a share lock on
 * the same row (its service's and its beautician's), so a count of its appointments taken after this cannot miss one
 * in flight.
 */
export async function lockRecord(
  tx: Database,
  table: RecordTable,
  id: string,
): Promise<{ id: string; imageUrl: string | null } | undefined> {
  const [row] = await tx.select({ id: table.id, imageUrl: table.imageUrl }).from(table).where(eq(table.id, id)).for('update');
  return row;
}

/** What goes with the row is its table's foreign keys' business (cascades, restrictions): callers check first. */
export async function deleteRecord(db: Database, table: RecordTable, id: string): Promise<void> {
  await db.delete(table).where(eq(table.id, id));
}

/** Points the record at a new image and returns the one it had; undefined when the record is gone. */
export async function replaceImageUrl(
  db: Database,
  table: RecordTable,
  id: string,
  url: string,
  now: Date,
): Promise<{ previous: string | null } | undefined> {
  return db.transaction(async (tx) => {
    const locked = await lockRecord(tx, table, id);
    if (!locked) return undefined;
    await updateRecord(tx, table, id, { imageUrl: url, updatedAt: now });
    return { previous: locked.imageUrl };
  });
}
