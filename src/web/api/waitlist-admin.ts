import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminWaitlist, StaffOffer } from '../../core/schemas/waitlist.schema.ts';
import { adminQueryKey } from './admin-query-key.ts';
import { apiRequest } from './client.ts';

/**
 * Reception's view of the waitlist (issue 28, docs/decisions/0036): who waits, in the order a freed time goes to them,
 * and their live offers. Under the admin key, so signing out drops it; the owner and reception alone ask
 * (core/access.ts 'waitlist'), the dashboard shows its panel to no one else.
 */
export const waitlistEntriesKey = [...adminQueryKey, 'waitlist', 'entries'] as const;

/** GET /api/waitlist/entries: already in the order they will be offered a time. */
export const waitlistEntriesQuery = () =>
  queryOptions({
    queryKey: waitlistEntriesKey,
    queryFn: ({ signal }) => apiRequest<AdminWaitlist>('/waitlist/entries', { signal }),
    // As the dashboard's other lists to act on: an offer is taken up, declined or lapses whoever is looking.
    staleTime: 15_000,
    refetchInterval: 60_000,
  });

export const useWaitlistEntries = () => useQuery(waitlistEntriesQuery());

/** POST /api/waitlist/entries/{id}/offer: a time offered by hand; the answer is the list as it now is. */
export function offerWaitlistTime(entryId: string, body: StaffOffer): Promise<AdminWaitlist> {
  return apiRequest<AdminWaitlist>(`/waitlist/entries/${encodeURIComponent(entryId)}/offer`, { method: 'POST', body });
}

export function useOfferWaitlistTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, ...body }: StaffOffer & { entryId: string }) => offerWaitlistTime(entryId, body),
    onSuccess: (list) => queryClient.setQueryData(waitlistEntriesKey, list),
    // Refused (a 409: the time is taken, or the client already has an offer): the list may have moved on meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitlistEntriesKey }),
  });
}

/** POST /api/waitlist/entries/{id}/remove: reception takes a place off the list; the answer is the list as it now is. */
export function removeWaitlistPlace(entryId: string): Promise<AdminWaitlist> {
  return apiRequest<AdminWaitlist>(`/waitlist/entries/${encodeURIComponent(entryId)}/remove`, { method: 'POST', body: {} });
}

export function useRemoveWaitlistPlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) => removeWaitlistPlace(entryId),
    onSuccess: (list) => queryClient.setQueryData(waitlistEntriesKey, list),
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitlistEntriesKey }),
  });
}
