import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FullyBookedResponse } from '../../core/schemas/availability.schema.ts';
import type { VisitSlotsResponse } from '../../core/schemas/visit-availability.schema.ts';
import { apiRequest } from './client.ts';

/** A visit's services as the customer has chosen them, in order: each a service, its variant, a beautician or any. */
export interface VisitTarget {
  items: ReadonlyArray<{ serviceId: string; variantName: string; beauticianId?: string | undefined; any: boolean }>;
  /** "one beautician for everything they can do" */
  oneBeautician?: string | undefined;
}

/** The query both visit calls share: each service's fields repeated in the visit's order (docs/decisions/0032). */
export function visitParams({ items, oneBeautician }: VisitTarget) {
  return {
    service: items.map((i) => i.serviceId),
    variant: items.map((i) => i.variantName),
    beautician: items.map((i) => (i.any || !i.beauticianId ? 'any' : i.beauticianId)),
    oneBeautician,
  };
}

/** A visit's key for the caches: the same services, choices and order. */
export const visitKey = (target: VisitTarget): string => JSON.stringify(visitParams(target));

/** GET /api/slots/visit: where the whole visit fits on one date (YYYY-MM-DD), with who does what. */
export const visitSlotsQuery = (target: VisitTarget, date: string) =>
  queryOptions({
    queryKey: ['visit-slots', visitKey(target), date],
    queryFn: ({ signal }) => apiRequest<VisitSlotsResponse>('/slots/visit', { query: { ...visitParams(target), date }, signal }),
  });

export const useVisitSlots = (target: VisitTarget, date: string | undefined) =>
  useQuery({ ...visitSlotsQuery(target, date ?? ''), enabled: Boolean(date && target.items.length > 0) });

/** GET /api/slots/visit/fully-booked: the month's dates the visit cannot be booked on, as for one service (60 s fresh). */
export const visitFullyBookedQuery = (target: VisitTarget, year: number, month: number) =>
  queryOptions({
    queryKey: ['visit-fully-booked', visitKey(target), year, month],
    queryFn: ({ signal }) =>
      apiRequest<FullyBookedResponse>('/slots/visit/fully-booked', { query: { ...visitParams(target), year, month }, signal }),
    staleTime: 60_000,
  });
