import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { beauticianHours, beauticians, serviceBeauticians, services, serviceVariants } from '../../db/schema/catalog.ts';

export type VariantRow = typeof serviceVariants.$inferSelect;
export type BeauticianRow = typeof beauticians.$inferSelect;
export type BeauticianHoursRow = typeof beauticianHours.$inferSelect;

export interface ServiceRecord {
  id: string;
  name: string;
  category: string;
  description: string;
  imageUrl: string | null;
  active: boolean;
  primaryBeauticianId: string | null;
  primaryBeauticianName: string | null;
  additionalBeauticianIds: string[];
  variants: VariantRow[];
}

export interface BeauticianRecord extends BeauticianRow {
  hours: BeauticianHoursRow[];
  serviceIds: string[];
}

/** Services with their variants and beauticians: three queries whatever the catalogue's size. */
export async function listServices(db: Database, filter: { activeOnly: boolean; ids?: string[] }): Promise<ServiceRecord[]> {
  const conditions = [filter.activeOnly ? eq(services.active, true) : undefined, filter.ids ? inArray(services.id, filter.ids) : undefined];
  const rows = await db
    .select({ service: services, primaryBeauticianName: beauticians.name })
    .from(services)
    .leftJoin(beauticians, eq(beauticians.id, services.primaryBeauticianId))
    .where(and(...conditions))
    .orderBy(asc(services.category), asc(services.name));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.service.id);
  const [variants, links] = await Promise.all([
    db.select().from(serviceVariants).where(inArray(serviceVariants.serviceId, ids)).orderBy(asc(serviceVariants.position)),
    db.select().from(serviceBeauticians).where(inArray(serviceBeauticians.serviceId, ids)),
  ]);
  return rows.map(({ service, primaryBeauticianName }) => ({
    id: service.id,
    name: service.name,
    category: service.category,
    description: service.description,
    imageUrl: service.imageUrl,
    active: service.active,
    primaryBeauticianId: service.primaryBeauticianId,
    primaryBeauticianName,
    additionalBeauticianIds: links.filter((l) => l.serviceId === service.id).map((l) => l.beauticianId),
    variants: variants.filter((v) => v.serviceId === service.id),
  }));
}

export async function findService(db: Database, id: string): Promise<ServiceRecord | undefined> {
  const [service] = await listServices(db, { activeOnly: false, ids: [id] });
  return service;
}

/** Beauticians with their weekly hours and the services they perform: three queries. */
export async function listBeauticians(db: Database, filter: { activeOnly: boolean; ids?: string[] }): Promise<BeauticianRecord[]> {
  const conditions = [
    filter.activeOnly ? eq(beauticians.active, true) : undefined,
    filter.ids ? inArray(beauticians.id, filter.ids) : undefined,
  ];
  const rows = await db
    .select()
    .from(beauticians)
    .where(and(...conditions))
    .orderBy(asc(beauticians.name));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [hours, primaryOf, additionalOf] = await Promise.all([
    db
      .select()
      .from(beauticianHours)
      .where(inArray(beauticianHours.beauticianId, ids))
      .orderBy(asc(beauticianHours.dayOfWeek), asc(beauticianHours.start)),
    db
      .select({ serviceId: services.id, beauticianId: services.primaryBeauticianId })
      .from(services)
      .where(inArray(services.primaryBeauticianId, ids)),
    db.select().from(serviceBeauticians).where(inArray(serviceBeauticians.beauticianId, ids)),
  ]);
  const links = [...primaryOf, ...additionalOf];
  return rows.map((row) => ({
    ...row,
    hours: hours.filter((h) => h.beauticianId === row.id),
    serviceIds: [...new Set(links.filter((l) => l.beauticianId === row.id).map((l) => l.serviceId))],
  }));
}

export async function findBeautician(db: Database, id: string): Promise<BeauticianRecord | undefined> {
  const [beautician] = await listBeauticians(db, { activeOnly: false, ids: [id] });
  return beautician;
}
