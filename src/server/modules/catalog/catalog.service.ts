import type { StaffRecordsView } from '../../../core/access.ts';
import type {
  BeauticianPublic,
  BeauticianStaff,
  BeauticianView,
  Service,
  ServicesQuery,
  StaffService,
} from '../../../core/schemas/catalog.schema.ts';
import { penceToPounds } from '../../../core/money.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { BeauticianRecord, ServiceRecord } from './catalog.repository.ts';
import { unauthenticated } from '../auth/access-errors.ts';
import { catalogSnapshot } from './catalog-snapshot.ts';

/** A service as staff see it: the variants with their processing part too. */
export function toStaffServiceResponse(record: ServiceRecord): StaffService {
  const service = toServiceResponse(record);
  return {
    ...service,
    variants: service.variants.map((v, i) => ({
      ...v,
      processingStartMin: record.variants[i]!.processingStartMin,
      processingMin: record.variants[i]!.processingMin,
    })),
  };
}

/** Beauticians who may perform a service: the primary first, then the additional ones. */
export function qualifiedBeauticianIds(service: ServiceRecord): string[] {
  const ids = service.primaryBeauticianId ? [service.primaryBeauticianId] : [];
  return [...new Set([...ids, ...service.additionalBeauticianIds])];
}

/** A service as customers see it: its variants without their processing part (spec §3, docs/decisions/0032). */
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

/** Who is asking for services: signed-in staff may ask for the whole catalogue, inactive services included. */
export interface Viewer {
  staff: boolean;
}

/**
 * Whose view of the services to answer: customers', whatever the session, unless staff ask for the whole
 * catalogue (`include=inactive`, the back office's lists). Asked for without a session, it needs one.
 */
export function servicesViewer(signedIn: boolean, query: ServicesQuery): Viewer {
  if (query.include !== 'inactive') return { staff: false };
  if (!signedIn) throw unauthenticated();
  return { staff: true };
}

// Every read below comes from the cached catalogue (docs/decisions/0015): no query besides its version check.

/** `GET /api/services`' body for customers (whoever asks without `include=inactive`), made once per catalogue version. */
export async function publicServices(db: Database): Promise<Service[]> {
  const snapshot = await catalogSnapshot(db);
  return snapshot.derived('services:public', () => snapshot.services.filter((s) => s.active).map(toServiceResponse));
}

/** The back office's list: inactive services too, and the variants' processing parts. */
export async function staffServices(db: Database): Promise<StaffService[]> {
  const snapshot = await catalogSnapshot(db);
  return snapshot.derived('services:staff', () => snapshot.services.map(toStaffServiceResponse));
}

export async function getServiceFor(db: Database, id: string, viewer: Viewer): Promise<Service | StaffService> {
  if (!viewer.staff) return toServiceResponse(await getActiveService(db, id));
  const service = (await catalogSnapshot(db)).serviceById.get(id);
  if (!service) throw AppError.notFound('Service');
  return toStaffServiceResponse(service);
}

const shownInFull = (view: StaffRecordsView, record: BeauticianRecord): boolean => view.everyone || record.id === view.own;

/** Beauticians as this reader may see them (core/access.ts): in full where they may, else as customers do. */
export async function listBeauticiansFor(db: Database, view: StaffRecordsView): Promise<BeauticianView[]> {
  const { beauticians } = await catalogSnapshot(db);
  return beauticians
    .filter((b) => b.active || shownInFull(view, b))
    .map((b) => (shownInFull(view, b) ? toBeauticianStaff(b) : toBeauticianPublic(b)));
}

/** One beautician as this reader may see them; an inactive one they may not see in full is as good as gone (404). */
export async function getBeauticianFor(db: Database, id: string, view: StaffRecordsView): Promise<BeauticianView> {
  const beautician = (await catalogSnapshot(db)).beauticianById.get(id);
  if (beautician && shownInFull(view, beautician)) return toBeauticianStaff(beautician);
  return toBeauticianPublic(await getActiveBeautician(db, id));
}

/** The public catalogue shows active services only; an inactive one is as good as gone. */
export async function getActiveService(db: Database, id: string): Promise<ServiceRecord> {
  const service = (await catalogSnapshot(db)).serviceById.get(id);
  if (!service || !service.active) throw AppError.notFound('Service');
  return service;
}

export async function getActiveBeautician(db: Database, id: string): Promise<BeauticianRecord> {
  const beautician = (await catalogSnapshot(db)).beauticianById.get(id);
  if (!beautician || !beautician.active) throw AppError.notFound('Beautician');
  return beautician;
}

/** Every active beautician's id, in list order. */
export async function activeBeauticianIds(db: Database): Promise<string[]> {
  const snapshot = await catalogSnapshot(db);
  return snapshot.derived('active-beautician-ids', () => snapshot.beauticians.filter((b) => b.active).map((b) => b.id));
}

/** Active beauticians among the given ids, in the order given. */
export async function activeBeauticiansAmong(db: Database, ids: string[]): Promise<BeauticianRecord[]> {
  const { beauticianById } = await catalogSnapshot(db);
  return ids.flatMap((id) => {
    const beautician = beauticianById.get(id);
    return beautician?.active ? [beautician] : [];
  });
}
