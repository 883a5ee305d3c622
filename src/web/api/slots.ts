import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Slot } from '../../core/schemas/availability.schema.ts';
import { apiRequest } from './client.ts';

/** Whose diary to read: one beautician, or any of the service's beauticians (`any=true`). */
export interface AvailabilityTarget {
  beauticianId?: string;
  any: boolean;
  serviceId: string;
  variantName: string;
}

/** The query string both availability calls share: `any=true` replaces beauticianId (spec §7). */
export function targetParams(target: AvailabilityTarget) {
  return target.any
    ? { any: true, serviceId: target.serviceId, variantName: target.variantName }
    : { beauticianId: target.beauticianId, serviceId: target.serviceId, variantName: target.variantName };
}

/** GET /api/slots for one date (YYYY-MM-DD). */
export const slotsQuery = (target: AvailabilityTarget, date: string) =>
  queryOptions({
    queryKey: ['slots', target.any ? 'any' : target.beauticianId, target.serviceId, target.variantName, date],
    queryFn: ({ signal }) => apiRequest<{ slots: Slot[] }>('/slots', { query: { ...targetParams(target), date }, signal }),
  });

export const useSlots = (target: AvailabilityTarget | undefined, date: string | undefined) =>
  useQuery({
    ...slotsQuery(target ?? { any: true, serviceId: '', variantName: '' }, date ?? ''),
    enabled: Boolean(target && date),
  });
