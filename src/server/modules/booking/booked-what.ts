import { appointmentTimes, type ProcessingMinutes } from '../../../core/availability/service-timing.ts';
import type { WeeklyHours } from '../../../core/availability/slots.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { findBeautician, findService } from '../catalog/catalog.repository.ts';
import { qualifiedBeauticianIds } from '../catalog/catalog.service.ts';

/** What is booked, as an appointment snapshots it (docs/architecture.md 'Data'), with the variant's length and price. */
export interface BookedWhat {
  serviceId: string | null;
  serviceName: string;
  variantName: string;
  beauticianId: string;
  beauticianName: string;
  bufferBeforeMin: number;
  bufferAfterMin: number;
}

export interface CatalogueChoice extends BookedWhat {
  durationMin: number;
  pricePence: number;
  /** the variant's processing part, as minutes from the start (docs/decisions/0032) */
  processing: ProcessingMinutes;
  /** the beautician's weekly hours, for the rules staff may break after confirming */
  beauticianHours: WeeklyHours[];
}

/**
 * A service, variant and beautician as the catalogue has them now, checked to go together. Inactive services and
 * beauticians are allowed: 'active' hides them from customers, not from staff.
 */
export async function fromCatalogue(
  db: Database,
  serviceId: string | null,
  variantName: string,
  beauticianId: string,
): Promise<CatalogueChoice> {
  const service = serviceId ? await findService(db, serviceId) : undefined;
  if (!service) throw AppError.notFound('Service');
  const variant = service.variants.find((v) => v.name === variantName);
  if (!variant) throw new AppError('VARIANT_NOT_FOUND', `${service.name} has no variant called '${variantName}'.`, 404);
  const beautician = await findBeautician(db, beauticianId);
  if (!beautician) throw AppError.notFound('Beautician');
  if (!qualifiedBeauticianIds(service).includes(beautician.id)) {
    throw new AppError('BEAUTICIAN_NOT_QUALIFIED', `${beautician.name} does not offer ${service.name}.`, 400);
  }
  return {
    serviceId: service.id,
    serviceName: service.name,
    variantName: variant.name,
    beauticianId: beautician.id,
    beauticianName: beautician.name,
    bufferBeforeMin: variant.bufferBeforeMin,
    bufferAfterMin: variant.bufferAfterMin,
    durationMin: variant.durationMin,
    pricePence: variant.pricePence,
    processing: { processingStartMin: variant.processingStartMin, processingMin: variant.processingMin },
    beauticianHours: beautician.hours,
  };
}

/** A variant as an appointment snapshots it: its name, length, preparation and clean-up, processing part, and price. */
export interface BookedVariant extends ProcessingMinutes {
  name: string;
  durationMin: number;
  bufferBeforeMin: number;
  bufferAfterMin: number;
  pricePence: number;
}

/**
 * The columns an appointment snapshots of what is booked at `start` (names, length, price, the buffers), its end, the
 * time it holds the chair and its processing part: what a booking writes, whatever later becomes of the catalogue.
 */
export function bookedColumns(
  service: { id: string; name: string },
  variant: BookedVariant,
  beautician: { id: string; name: string },
  start: Date,
) {
  return {
    beauticianId: beautician.id,
    serviceId: service.id,
    serviceName: service.name,
    variantName: variant.name,
    beauticianName: beautician.name,
    durationMin: variant.durationMin,
    bufferBeforeMin: variant.bufferBeforeMin,
    bufferAfterMin: variant.bufferAfterMin,
    pricePence: variant.pricePence,
    ...appointmentTimes(start, variant),
  };
}
