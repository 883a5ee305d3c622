import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicFee } from '../../core/schemas/fee.schema.ts';
import { confirmCheckout } from './checkout.ts';
import { apiRequest } from './client.ts';

/** The token in the e-mailed link is the only credential: no staff session is involved (issue 26). */
const feePath = (token: string) => `/fees/${encodeURIComponent(token)}`;

/** While a payment the client came back from is not settled yet: ask again this often, this many times. */
const SETTLING_POLL_MS = 3000;
const SETTLING_POLLS = 20;

/**
 * GET /api/fees/{token} (public): the fee the link opens; 404 for a link that opens none. `sessionId`: the client is
 * back from Stripe (`?session_id=`), so the settlement is nudged first, as on /success (its errors are ignored).
 */
export const publicFeeQuery = (token: string, sessionId: string | undefined) =>
  queryOptions({
    queryKey: ['fee', token, sessionId ?? ''],
    queryFn: async ({ signal }) => {
      if (sessionId) await confirmCheckout(sessionId);
      return apiRequest<PublicFee>(feePath(token), { signal });
    },
    staleTime: 0,
  });

/** The fee; back from paying, it is asked for again until the payment shows (or SETTLING_POLLS have passed). */
export const usePublicFee = (token: string, sessionId: string | undefined) =>
  useQuery({
    ...publicFeeQuery(token, sessionId),
    refetchInterval: (query) =>
      sessionId && query.state.data?.status === 'due' && query.state.dataUpdateCount <= SETTLING_POLLS ? SETTLING_POLL_MS : false,
  });

/** POST /api/fees/{token}/pay: opens a payment session; the answer is the page the browser goes to. */
export function startFeePayment(token: string): Promise<{ url: string }> {
  return apiRequest<{ url: string }>(`${feePath(token)}/pay`, { method: 'POST', body: {} });
}

export function useStartFeePayment(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startFeePayment(token),
    // Refused (paid or closed meanwhile, or the link is gone): the page shows the fee as it now is.
    onError: () => queryClient.invalidateQueries({ queryKey: ['fee', token] }),
  });
}
