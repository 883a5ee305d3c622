import type { BeauticianPublic, Service } from '../../../core/schemas/catalog.schema.ts';
import { penceToPounds } from '../../../core/money.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import {
  findBeautician,
  findService,
  listBeauticians,
  listServices,
  type BeauticianRecord,
  type ServiceRecord,
} from './catalog.repository.ts';

/** Beauticians who may perform a service: the primary first, then the additional ones. */
export function qualifiedBeauticianIds(service: ServiceRecord): string[] {
  const ids = service.primaryBeauticianId ? [service.primaryBeauticianId] : [];
  return [...new Set([...ids, ...service.additionalBeauticianIds])];
}

export function toServiceResponse(record: ServiceRecord): Service {
  const primary =
    record.primaryBeauticianId && record.primaryBeauticianName
      ? { _id: record.primaryBeauticianId, name: record.primaryBeauticianName }
      : null;
  return {
    _id: record.id,
    name: record.name,
    category: record.category,
    description: record.description,
    imageUrl: record.imageUrl,
    image: record.imageUrl ? { url: record.imageUrl, alt: record.name } : null,
    variants: record.variants.map((v) => ({
      name: v.name,
      durationMin: v.durationMin,
      price: penceToPounds(v.pricePence),
      bufferBeforeMin: v.bufferBeforeMin,
      bufferAfterMin: v.bufferAfterMin,
    })),
    primaryBeauticianId: record.primaryBeauticianId,
    additionalBeauticianIds: record.additionalBeauticianIds,
    beauticianIds: qualifiedBeauticianIds(record),
    beautician: primary,
    beauticianId: record.primaryBeauticianId,
    active: record.active,
  };
}

export function toBeauticianPublic(record: BeauticianRecord): BeauticianPublic {
  return {
    _id: record.id,
    name: record.name,
    bio: record.bio,
    specialties: record.specialties,
    color: record.color,
    imageUrl: record.imageUrl,
    image: record.imageUrl ? { url: record.imageUrl, alt: record.name } : null,
    active: record.active,
    workingHours: record.hours.map((h) => ({ dayOfWeek: h.dayOfWeek, start: h.start, end: h.end })),
    serviceIds: record.serviceIds,
  };
}

/** The public catalogue shows active services only; an inactive one is as good as gone. */
export async function getPublicServices(db: Database): Promise<Service[]> {
  return (await listServices(db, { activeOnly: true })).map(toServiceResponse);
}

export async function getActiveService(db: Database, id: string): Promise<ServiceRecord> {
  const service = await findService(db, id);
  if (!service || !service.active) throw AppError.notFound('Service');
  return service;
}

export async function getPublicBeauticians(db: Database): Promise<BeauticianPublic[]> {
  return (await listBeauticians(db, { activeOnly: true })).map(toBeauticianPublic);
}

export async function getActiveBeautician(db: Database, id: string): Promise<BeauticianRecord> {
  const beautician = await findBeautician(db, id);
  if (!beautician || !beautician.active) throw AppError.notFound('Beautician');
  return beautician;
}
