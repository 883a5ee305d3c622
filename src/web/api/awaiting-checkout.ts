import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AwaitingCheckout } from '../../core/schemas/till.schema.ts';
import { adminQueryKey } from './admin-query-key.ts';
import { apiRequest } from './client.ts';

/** Fetched again whenever an appointment changes here: a booking, a new time, a cancellation, a checkout. */
export const awaitingCheckoutKey = [...adminQueryKey, 'awaiting-checkout'] as const;

/** GET /api/appointments/awaiting-checkout: confirmed visits that have started, oldest first. */
export const awaitingCheckoutQuery = () =>
  queryOptions({
    queryKey: awaitingCheckoutKey,
    queryFn: ({ signal }) => apiRequest<AwaitingCheckout>('/appointments/awaiting-checkout', { signal }),
    staleTime: 15_000,
    // Visits join the list as they start, whoever books or checks them out.
    refetchInterval: 60_000,
  });

export const useAwaitingCheckout = () => useQuery(awaitingCheckoutQuery());
