import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientMatch } from '../../core/schemas/client-search.schema.ts';
import { adminQueryKey } from './admin-query-key.ts';
import { apiRequest } from './client.ts';

/** GET /api/clients?q=: returning clients by name, e-mail or phone (at least 2 characters). */
export const clientSearchQuery = (q: string) =>
  queryOptions({
    queryKey: [...adminQueryKey, 'clients', q],
    queryFn: ({ signal }) => apiRequest<ClientMatch[]>('/clients', { query: { q }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useClientSearch = (q: string) => useQuery({ ...clientSearchQuery(q), enabled: q.trim().length >= 2 });
