import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BeauticianPublic } from '../../core/schemas/catalog.schema.ts';
import { apiRequest } from './client.ts';

/** GET /api/beauticians: the active beauticians with their weekly working hours. */
export const beauticiansQuery = () =>
  queryOptions({
    queryKey: ['beauticians'],
    queryFn: ({ signal }) => apiRequest<BeauticianPublic[]>('/beauticians', { signal }),
    staleTime: 5 * 60_000,
  });

/** GET /api/beauticians/{id}. */
export const beauticianQuery = (id: string) =>
  queryOptions({
    queryKey: ['beauticians', id],
    queryFn: ({ signal }) => apiRequest<BeauticianPublic>(`/beauticians/${encodeURIComponent(id)}`, { signal }),
    staleTime: 5 * 60_000,
  });

export const useBeauticians = () => useQuery(beauticiansQuery());

export const useBeautician = (id: string | undefined) =>
  useQuery({ ...beauticianQuery(id ?? ''), enabled: Boolean(id) });
