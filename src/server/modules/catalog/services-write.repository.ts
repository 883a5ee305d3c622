import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { serviceBeauticians, services, serviceVariants } from '../../db/schema/catalog.ts';

export type ServiceValues = Pick<typeof services.$inferInsert, 'name' | 'category' | 'description' | 'primaryBeauticianId' | 'active'>;
export type VariantValues = Pick<
  typeof serviceVariants.$inferInsert,
  'name' | 'durationMin' | 'pricePence' | 'bufferBeforeMin' | 'bufferAfterMin'
>;

// Every function takes a Database; a transaction is one too, so callers group writes as they need.

export async function insertServiceRow(db: Database, values: ServiceValues): Promise<string> {
  const [row] = await db.insert(services).values(values).returning({ id: services.id });
  return row!.id;
}

export async function updateServiceRow(
  db: Database,
  id: string,
  values: Partial<ServiceValues> & { imageUrl?: string | null; updatedAt: Date },
): Promise<void> {
  await db.update(services).set(values).where(eq(services.id, id));
}

/** The variants in the given order (position 0 first); the old list goes. */
export async function replaceVariants(db: Database, serviceId: string, variants: VariantValues[]): Promise<void> {
  await db.delete(serviceVariants).where(eq(serviceVariants.serviceId, serviceId));
  if (variants.length === 0) return;
  await db.insert(serviceVariants).values(variants.map((v, position) => ({ ...v, serviceId, position })));
}

export async function replaceAdditionalBeauticians(db: Database, serviceId: string, beauticianIds: string[]): Promise<void> {
  await db.delete(serviceBeauticians).where(eq(serviceBeauticians.serviceId, serviceId));
  if (beauticianIds.length === 0) return;
  await db.insert(serviceBeauticians).values(beauticianIds.map((beauticianId) => ({ serviceId, beauticianId })));
}

/**
 * Reads the service and locks its row until the transaction ends. A booking's foreign-key check takes a
 * share lock on the same row, so a count of its appointments taken after this cannot miss one in flight.
 */
export async function lockService(tx: Database, id: string): Promise<{ id: string; imageUrl: string | null } | undefined> {
  const [row] = await tx.select({ id: services.id, imageUrl: services.imageUrl }).from(services).where(eq(services.id, id)).for('update');
  return row;
}

/** Variants and additional beauticians go with it (cascade); appointments keep their snapshot (service_id set null). */
export async function deleteServiceRow(db: Database, id: string): Promise<void> {
  await db.delete(services).where(eq(services.id, id));
}

/** Points the service at a new image and returns the one it had; undefined when the service is gone. */
export async function replaceServiceImageUrl(db: Database, id: string, url: string, now: Date): Promise<{ previous: string | null } | undefined> {
  return db.transaction(async (tx) => {
    const locked = await lockService(tx, id);
    if (!locked) return undefined;
    await tx.update(services).set({ imageUrl: url, updatedAt: now }).where(eq(services.id, id));
    return { previous: locked.imageUrl };
  });
}
