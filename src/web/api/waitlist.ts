import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AcceptOffer,
  JoinWaitlistInput,
  WaitlistEntryPublic,
  WaitlistOfferPublic,
  WaitlistOfferStatus,
} from '../../core/schemas/waitlist.schema.ts';
import { apiRequest } from './client.ts';

/** Where the browser goes next, and the booking: as POST /api/checkout/create-session answers. */
export interface AcceptedOffer {
  url: string;
  appointmentId: string;
}

// The waitlist (issue 28, docs/decisions/0036). Joining is public; the client's place and an offered time each open
// from a link only their e-mail carries: the token is the only credential, no staff session is involved.

const entryPath = (token: string) => `/waitlist/${encodeURIComponent(token)}`;
const offerPath = (token: string) => `/offers/${encodeURIComponent(token)}`;

/** POST /api/waitlist: the client waits for the visit in up to three windows; 400/409 carry the words to show. */
export function joinWaitlist(body: JoinWaitlistInput): Promise<{ entryId: string }> {
  return apiRequest<{ entryId: string }>('/waitlist', { method: 'POST', body });
}

export const useJoinWaitlist = () => useMutation({ mutationFn: joinWaitlist });

/** GET /api/waitlist/{token}: the client's own place; 404 for a link that opens none. */
export const waitlistEntryQuery = (token: string) =>
  queryOptions({
    queryKey: ['waitlist-entry', token],
    queryFn: ({ signal }) => apiRequest<WaitlistEntryPublic>(entryPath(token), { signal }),
    staleTime: 0,
  });

export const useWaitlistEntry = (token: string) => useQuery(waitlistEntryQuery(token));

/** POST /api/waitlist/{token}/confirm: the client confirms the place from their e-mail (sent again, the same). */
export function confirmWaitlistPlace(token: string): Promise<WaitlistEntryPublic> {
  return apiRequest<WaitlistEntryPublic>(`${entryPath(token)}/confirm`, { method: 'POST', body: {} });
}

export function useConfirmWaitlistPlace(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => confirmWaitlistPlace(token),
    onSuccess: (entry) => queryClient.setQueryData(waitlistEntryQuery(token).queryKey, entry),
    // Refused (it expired or ended meanwhile): the page shows the place as it now is, with the message.
    onError: () => queryClient.invalidateQueries({ queryKey: waitlistEntryQuery(token).queryKey }),
  });
}

/** POST /api/waitlist/{token}/leave: the client leaves; the answer is their place as it now is (sent again, the same). */
export function leaveWaitlist(token: string): Promise<WaitlistEntryPublic> {
  return apiRequest<WaitlistEntryPublic>(`${entryPath(token)}/leave`, { method: 'POST', body: {} });
}

export function useLeaveWaitlist(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => leaveWaitlist(token),
    onSuccess: (entry) => queryClient.setQueryData(waitlistEntryQuery(token).queryKey, entry),
  });
}

/** GET /api/offers/{token}: the offered time, until when it is held, and its status; 404 for a link that opens none. */
export const waitlistOfferQuery = (token: string) =>
  queryOptions({
    queryKey: ['waitlist-offer', token],
    queryFn: ({ signal }) => apiRequest<WaitlistOfferPublic>(offerPath(token), { signal }),
    // The hold runs out: always ask afresh.
    staleTime: 0,
  });

export const useWaitlistOffer = (token: string) => useQuery(waitlistOfferQuery(token));

/**
 * POST /api/offers/{token}/accept: the normal checkout on the held time, answered as POST /api/checkout/create-session
 * is: the page the browser goes to ('/success?appointmentId=…' when booked at once, else the payment page).
 */
export function acceptOffer(token: string, body: AcceptOffer): Promise<AcceptedOffer> {
  return apiRequest<AcceptedOffer>(`${offerPath(token)}/accept`, { method: 'POST', body });
}

export function useAcceptOffer(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptOffer) => acceptOffer(token, body),
    // Refused (the offer ended meanwhile): the page shows the offer as it now is, with the message.
    onError: () => queryClient.invalidateQueries({ queryKey: waitlistOfferQuery(token).queryKey }),
  });
}

/** POST /api/offers/{token}/decline: the client cannot come; the time goes to the next client at once. */
export function declineOffer(token: string): Promise<{ status: WaitlistOfferStatus }> {
  return apiRequest<{ status: WaitlistOfferStatus }>(`${offerPath(token)}/decline`, { method: 'POST', body: {} });
}

export function useDeclineOffer(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => declineOffer(token),
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitlistOfferQuery(token).queryKey }),
  });
}
