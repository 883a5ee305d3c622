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
