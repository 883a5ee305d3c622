import { queryOptions } from '@tanstack/react-query';
import type { FullyBookedResponse } from '../../core/schemas/availability.schema.ts';
import { apiRequest } from './client.ts';
import { targetParams, type AvailabilityTarget } from './slots.ts';

/** Spec §7/§9: a month's fully booked dates stay fresh for 60 s per beautician and month. */
const FULLY_BOOKED_STALE_MS = 60_000;

export const fullyBookedQuery = (target: AvailabilityTarget, year: number, month: number) =>
  queryOptions({
    queryKey: ['fully-booked', target.any ? 'any' : target.beauticianId, year, month, target.serviceId, target.variantName],
    // The signal cancels the request when the customer moves on to another month or beautician.
    queryFn: ({ signal }) =>
      apiRequest<FullyBookedResponse>('/slots/fully-booked', {
        query: { ...targetParams(target), year, month },
        signal,
      }),
    staleTime: FULLY_BOOKED_STALE_MS,
  });
