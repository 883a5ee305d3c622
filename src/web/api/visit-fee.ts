import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { FeeList, FeeView } from '../../core/schemas/fee.schema.ts';
import { adminQueryKey } from './admin-query-key.ts';
import { awaitingCheckoutKey } from './awaiting-checkout.ts';
import { apiRequest } from './client.ts';

/** Every visit's fee: under the admin key, so signing out drops them with the rest. */
const feesKey = [...adminQueryKey, 'visit-fee'] as const;
export const visitFeeKey = (appointmentId: string) => [...feesKey, appointmentId] as const;

const feePath = (appointmentId: string, action = '') => `/appointments/${encodeURIComponent(appointmentId)}/fee${action}`;

/** GET /api/appointments/{id}/fee: the visit's no-show or late-cancellation fee, decided or as the policy gives it. */
export const visitFeeQuery = (appointmentId: string) =>
  queryOptions({
    queryKey: visitFeeKey(appointmentId),
    queryFn: ({ signal }) => apiRequest<FeeView>(feePath(appointmentId), { signal }),
    staleTime: 5_000,
    // A charge under way (on another screen, or left by a provider's failure) is asked about until it settles.
    refetchInterval: (query) => (query.state.data?.status === 'charging' ? 3_000 : false),
  });

export const useVisitFee = (appointmentId: string, enabled = true) => useQuery({ ...visitFeeQuery(appointmentId), enabled });

/**
 * GET /api/fees: the dashboard's fees, those waiting first, then those decided in the last 7 days (a stylist's only of
 * their own appointments). Under the fees' key, so a fee decided here (feeDecided) or a visit marked a no-show fetches
 * it again; now and then too, for a fee the client paid through their link. While one is being charged, more often.
 */
export const useFees = () =>
  useQuery({
    queryKey: [...feesKey, 'list'],
    queryFn: ({ signal }) => apiRequest<FeeList>('/fees', { signal }),
    staleTime: 15_000,
    refetchInterval: (query) => (query.state.data?.fees.some((f) => f.status === 'charging') ? 3_000 : 60_000),
  });

/**
 * After a fee is decided: this visit's fee takes the server's answer, and the fees of the visit's other services, the
 * appointment lists (a paid fee is money paid on the visit), the visits' money, the dashboard's lists, revenue, takings
 * and the clients are fetched again, as after the till.
 */
export function feeDecided(queryClient: QueryClient, appointmentId: string, fee: FeeView): void {
  queryClient.setQueryData(visitFeeKey(appointmentId), fee);
  void queryClient.invalidateQueries({ queryKey: feesKey, predicate: (q) => q.queryKey[2] !== appointmentId });
  void queryClient.invalidateQueries({ queryKey: [...adminQueryKey, 'appointments'] });
  void queryClient.invalidateQueries({ queryKey: [...adminQueryKey, 'visit-money'] });
  void queryClient.invalidateQueries({ queryKey: awaitingCheckoutKey });
  for (const part of ['revenue', 'takings', 'owed', 'clients']) void queryClient.invalidateQueries({ queryKey: [...adminQueryKey, part] });
}

/** A fee's state is stale once a visit is marked a no-show or cancelled: its next look asks again. */
export const invalidateVisitFees = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: feesKey });

export type FeeAction = 'charge' | 'waive' | 'refund';

/**
 * POST /api/appointments/{id}/fee/charge, /waive (with the reason) or /refund: owner and reception only. Each answers
 * the fee as it then stands; a refusal is `{error, code}` (4xx or 502), its `error` the text to show.
 */
export function useFeeDecision(appointmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, reason }: { action: FeeAction; reason?: string }) =>
      apiRequest<FeeView>(feePath(appointmentId, `/${action}`), {
        method: 'POST',
        body: action === 'waive' ? { reason } : undefined,
      }),
    onSuccess: (fee) => feeDecided(queryClient, appointmentId, fee),
    // A refusal may come from a fee that moved on (decided on another screen): show it as it now is.
    onError: () => void queryClient.invalidateQueries({ queryKey: visitFeeKey(appointmentId) }),
  });
}
