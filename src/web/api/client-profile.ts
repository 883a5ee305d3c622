import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clientProfile } from '../../core/admin-requests.ts';
import type { ClientProfile, UpdateClientInput } from '../../core/schemas/client-profile.schema.ts';
import { adminQueryKey } from './admin-query-key.ts';
import { clientsKey } from './client-search.ts';
import { apiGet, apiRequest } from './client.ts';

export const clientProfileQuery = (id: string) =>
  queryOptions({
    queryKey: [...clientsKey, 'profile', id],
    queryFn: ({ signal }) => apiGet<ClientProfile>(clientProfile(id), signal),
    // Bookings, payments and cancellations made anywhere change it: opening a profile always asks again.
    staleTime: 0,
  });

/** GET /api/clients/{id}: the record, visits and totals. */
export const useClientProfile = (id: string) => useQuery(clientProfileQuery(id));

/** PATCH /api/clients/{id}; the answer is the new profile. Lists and appointments show the record's name and notes, so they ask again. */
export function useUpdateClient(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateClientInput) =>
      apiRequest<ClientProfile>(`/clients/${encodeURIComponent(id)}`, { method: 'PATCH', body: input }),
    onSuccess: (profile) => {
      queryClient.setQueryData(clientProfileQuery(id).queryKey, profile);
      void queryClient.invalidateQueries({ queryKey: [...clientsKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: [...adminQueryKey, 'appointments'] });
    },
  });
}

/** After two records became one (or were told apart): every list, profile and appointment naming them asks again. */
function refreshAfterMerge(queryClient: ReturnType<typeof useQueryClient>, profile: ClientProfile) {
  queryClient.setQueryData(clientProfileQuery(profile._id).queryKey, profile);
  void queryClient.invalidateQueries({ queryKey: clientsKey });
  void queryClient.invalidateQueries({ queryKey: [...adminQueryKey, 'appointments'] });
}

/** POST /api/clients/{id}/merge: this record is joined into `intoId`'s (docs/decisions/0037); the answer is the kept one. */
export function useMergeClient(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (intoId: string) =>
      apiRequest<ClientProfile>(`/clients/${encodeURIComponent(id)}/merge`, { method: 'POST', body: { intoId } }),
    onSuccess: (kept) => refreshAfterMerge(queryClient, kept),
  });
}

/** POST /api/clients/{id}/not-duplicate: staff say the two are different people (a family sharing a phone). */
export function useDismissDuplicate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<ClientProfile>(`/clients/${encodeURIComponent(id)}/not-duplicate`, { method: 'POST', body: {} }),
    onSuccess: (profile) => refreshAfterMerge(queryClient, profile),
  });
}
