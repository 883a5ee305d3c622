import type { BeauticianPublic, BeauticianStaff, BeauticianView, Service } from '../../../core/schemas/catalog.schema.ts';
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

/** Staff see contact details too ('' when none): the public view never carries them. */
export function toBeauticianStaff(record: BeauticianRecord): BeauticianStaff {
  return { ...toBeauticianPublic(record), email: record.email ?? '', phone: record.phone ?? '' };
}

/** Who is asking: signed-in staff manage the whole catalogue, inactive records included. */
export interface Viewer {
  staff: boolean;
}

export async function listServicesFor(db: Database, viewer: Viewer): Promise<Service[]> {
  return (await listServices(db, { activeOnly: !viewer.staff })).map(toServiceResponse);
}

export async function getServiceFor(db: Database, id: string, viewer: Viewer): Promise<Service> {
  if (!viewer.staff) return toServiceResponse(await getActiveService(db, id));
  const service = await findService(db, id);
  if (!service) throw AppError.notFound('Service');
  return toServiceResponse(service);
}

export async function listBeauticiansFor(db: Database, viewer: Viewer): Promise<BeauticianView[]> {
  const records = await listBeauticians(db, { activeOnly: !viewer.staff });
  return records.map(viewer.staff ? toBeauticianStaff : toBeauticianPublic);
}

export async function getBeauticianFor(db: Database, id: string, viewer: Viewer): Promise<BeauticianView> {
  if (!viewer.staff) return toBeauticianPublic(await getActiveBeautician(db, id));
  const beautician = await findBeautician(db, id);
  if (!beautician) throw AppError.notFound('Beautician');
  return toBeauticianStaff(beautician);
}

/** The public catalogue shows active services only; an inactive one is as good as gone. */
export async function getActiveService(db: Database, id: string): Promise<ServiceRecord> {
  const service = await findService(db, id);
  if (!service || !service.active) throw AppError.notFound('Service');
  return service;
}

export async function getActiveBeautician(db: Database, id: string): Promise<BeauticianRecord> {
  const beautician = await findBeautician(db, id);
  if (!beautician || !beautician.active) throw AppError.notFound('Beautician');
  return beautician;
}
