import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { serviceBeauticians, serviceVariants } from '../../db/schema/catalog.ts';

// The service's own row is written by catalog-records.repository.ts, as a beautician's is; here, the rows it owns.
export type VariantValues = Pick<
  typeof serviceVariants.$inferInsert,
  'name' | 'durationMin' | 'pricePence' | 'bufferBeforeMin' | 'bufferAfterMin' | 'processingStartMin' | 'processingMin'
>;

// Every function takes a Database; a transaction is one too, so callers group writes as they need.

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
