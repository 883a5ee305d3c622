import { eq } from 'drizzle-orm';
import type { WeeklyHours } from '../../../core/availability/slots.ts';
import type { Database } from '../../db/client.ts';
import { beauticianHours, beauticians } from '../../db/schema/catalog.ts';

export type BeauticianValues = Pick<
  typeof beauticians.$inferInsert,
  'name' | 'email' | 'phone' | 'bio' | 'color' | 'active' | 'specialties'
>;

// Every function takes a Database; a transaction is one too, so callers group writes as they need.

export async function insertBeauticianRow(db: Database, values: BeauticianValues): Promise<string> {
  const [row] = await db.insert(beauticians).values(values).returning({ id: beauticians.id });
  return row!.id;
}

export async function updateBeauticianRow(
  db: Database,
  id: string,
  values: Partial<BeauticianValues> & { imageUrl?: string | null; updatedAt: Date },
): Promise<void> {
  await db.update(beauticians).set(values).where(eq(beauticians.id, id));
}

/** The beautician's week becomes exactly these entries. */
export async function replaceBeauticianHours(db: Database, beauticianId: string, hours: WeeklyHours[]): Promise<void> {
  await db.delete(beauticianHours).where(eq(beauticianHours.beauticianId, beauticianId));
  if (hours.length === 0) return;
  await db.insert(beauticianHours).values(hours.map((h) => ({ ...h, beauticianId })));
}

/** Reads the beautician and locks the row until the transaction ends (see lockService). */
export async function lockBeautician(tx: Database, id: string): Promise<{ id: string; imageUrl: string | null } | undefined> {
  const [row] = await tx
    .select({ id: beauticians.id, imageUrl: beauticians.imageUrl })
    .from(beauticians)
    .where(eq(beauticians.id, id))
    .for('update');
  return row;
}

/** Working hours go with it (cascade); services and appointments restrict, so callers check those first. */
export async function deleteBeauticianRow(db: Database, id: string): Promise<void> {
  await db.delete(beauticians).where(eq(beauticians.id, id));
}

/** Points the beautician at a new photo and returns the one they had; undefined when they are gone. */
export async function replaceBeauticianImageUrl(db: Database, id: string, url: string, now: Date): Promise<{ previous: string | null } | undefined> {
  return db.transaction(async (tx) => {
    const locked = await lockBeautician(tx, id);
    if (!locked) return undefined;
    await tx.update(beauticians).set({ imageUrl: url, updatedAt: now }).where(eq(beauticians.id, id));
    return { previous: locked.imageUrl };
  });
}
