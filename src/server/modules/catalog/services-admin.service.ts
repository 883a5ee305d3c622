import { poundsToPence } from '../../../core/money.ts';
import type { StaffService } from '../../../core/schemas/catalog.schema.ts';
import type { ServiceInput, ServiceUpdate, ServiceVariantInput } from '../../../core/schemas/service-input.schema.ts';
import type { Database } from '../../db/client.ts';
import { services } from '../../db/schema/catalog.ts';
import { AppError } from '../../errors.ts';
import { clearsImage } from '../uploads/image-replacement.ts';
import { findService, type ServiceRecord } from './catalog.repository.ts';
import { toStaffServiceResponse } from './catalog.service.ts';
import { countUpcomingAppointments, existingBeauticianIds } from './catalog-usage.repository.ts';
import { insertRecord } from './catalog-records.repository.ts';
import { deleteLocked, updateLocked, uploadImage, type CatalogWriteDeps, type RecordKind } from './catalog-write.ts';
import { replaceAdditionalBeauticians, replaceVariants, type VariantValues } from './services-write.repository.ts';
import { plural } from '../../../core/plural.ts';

const SERVICE: RecordKind<typeof services> = { table: services, name: 'Service', image: { kind: 'service', folder: 'services' } };

const toVariantValues = (v: ServiceVariantInput): VariantValues => ({
  name: v.name,
  durationMin: v.durationMin,
  pricePence: poundsToPence(v.price),
  bufferBeforeMin: v.bufferBeforeMin,
  bufferAfterMin: v.bufferAfterMin,
  processingStartMin: v.processingStartMin,
  processingMin: v.processingMin,
});

/** The additional beauticians as stored: no repeats, and never the primary one (who is qualified anyway). */
const additionalOnly = (primaryId: string | null, ids: string[]) => [...new Set(ids)].filter((id) => id !== primaryId);

async function requireService(db: Database, id: string): Promise<ServiceRecord> {
  const service = await findService(db, id);
  if (!service) throw AppError.notFound(SERVICE.name);
  return service;
}

/** Every named beautician must exist; the field says which one is wrong. */
async function assertBeauticiansExist(db: Database, primaryId: string | undefined, additionalIds: string[] | undefined): Promise<void> {
  const ids = [...(primaryId ? [primaryId] : []), ...(additionalIds ?? [])];
  const found = await existingBeauticianIds(db, ids);
  if (primaryId && !found.has(primaryId)) {
    const message = 'The selected primary beautician no longer exists. Please select another.';
    throw AppError.badRequest(message, { fields: { primaryBeauticianId: message } });
  }
  if (additionalIds?.some((id) => !found.has(id))) {
    const message = 'One of the selected beauticians no longer exists.';
    throw AppError.badRequest(message, { fields: { additionalBeauticianIds: message } });
  }
}

/** `POST /api/services`: the service, its variants and its beauticians in one transaction. */
export async function createService({ db }: CatalogWriteDeps, input: ServiceInput): Promise<StaffService> {
  clearsImage(null, input.image);
  await assertBeauticiansExist(db, input.primaryBeauticianId, input.additionalBeauticianIds);
  const { name, category, description, primaryBeauticianId, active } = input;
  const id = await db.transaction(async (tx) => {
    const id = await insertRecord(tx, services, { name, category, description, primaryBeauticianId, active });
    await replaceVariants(tx, id, input.variants.map(toVariantValues));
    await replaceAdditionalBeauticians(tx, id, additionalOnly(primaryBeauticianId, input.additionalBeauticianIds));
    return id;
  });
  return toStaffServiceResponse(await requireService(db, id));
}

/**
 * `PATCH /api/services/{id}`: what is sent changes, the rest stays. Appointments already booked keep
 * their snapshot of names, times and price whatever happens to the variants (docs/architecture.md 'Data').
 */
export async function updateService(deps: CatalogWriteDeps, id: string, patch: ServiceUpdate): Promise<StaffService> {
  const current = await requireService(deps.db, id);
  const clearImage = clearsImage(current.imageUrl, patch.image);
  await assertBeauticiansExist(deps.db, patch.primaryBeauticianId, patch.additionalBeauticianIds);
  const { name, category, description, primaryBeauticianId, active } = patch;
  const linksChange = patch.primaryBeauticianId !== undefined || patch.additionalBeauticianIds !== undefined;
  await updateLocked(deps, SERVICE, id, {
    values: { name, category, description, primaryBeauticianId, active },
    clearImage,
    rest: async (tx) => {
      if (patch.variants) await replaceVariants(tx, id, patch.variants.map(toVariantValues));
      if (linksChange) {
        const primary = primaryBeauticianId ?? current.primaryBeauticianId;
        await replaceAdditionalBeauticians(
          tx,
          id,
          additionalOnly(primary, patch.additionalBeauticianIds ?? current.additionalBeauticianIds),
        );
      }
    },
  });
  return toStaffServiceResponse(await requireService(deps.db, id));
}

const upcomingMessage = (n: number) =>
  `This service has ${plural(n, 'upcoming appointment')}. ` +
  'Cancel or move them first, or untick Active to hide the service from customers.';

/**
 * `DELETE /api/services/{id}` (docs/decisions/0008): refused while live appointments are still to come,
 * so none is left pointing at nothing; past ones keep their snapshot and lose only the link.
 */
export async function deleteService(deps: CatalogWriteDeps, id: string): Promise<void> {
  // Its variants and additional beauticians go with it (cascade); past appointments keep their snapshot (service_id set null).
  await deleteLocked(deps, SERVICE, id, async (tx) => {
    const upcoming = await countUpcomingAppointments(tx, { serviceId: id }, deps.clock());
    if (upcoming > 0) throw AppError.conflict('SERVICE_HAS_APPOINTMENTS', upcomingMessage(upcoming));
  });
}

/** `POST /api/services/{id}/upload-image`: its picture. */
export async function setServiceImage(deps: CatalogWriteDeps, id: string, file: Buffer): Promise<StaffService> {
  await requireService(deps.db, id);
  await uploadImage(deps, SERVICE, id, file);
  return toStaffServiceResponse(await requireService(deps.db, id));
}
