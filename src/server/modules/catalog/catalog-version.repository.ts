import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cacheVersions } from '../../db/schema/catalog.ts';

/** The catalogue's version, raised by triggers on every change (migration 0005); NaN if the row is missing. */
export async function readCatalogVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: cacheVersions.version }).from(cacheVersions).where(eq(cacheVersions.name, 'catalog'));
  return row?.version ?? Number.NaN;
}
