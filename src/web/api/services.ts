import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Service } from '../../core/schemas/catalog.schema.ts';
import { apiRequest } from './client.ts';

/** GET /api/services: the active services (spec §7). */
export const servicesQuery = () =>
  queryOptions({
    queryKey: ['services'],
    queryFn: ({ signal }) => apiRequest<Service[]>('/services', { signal }),
    staleTime: 5 * 60_000,
  });

/** GET /api/services/{id}. */
export const serviceQuery = (id: string) =>
  queryOptions({
    queryKey: ['services', id],
    queryFn: ({ signal }) => apiRequest<Service>(`/services/${encodeURIComponent(id)}`, { signal }),
    staleTime: 5 * 60_000,
  });

export const useServices = () => useQuery(servicesQuery());

export const useService = (id: string | undefined) => useQuery({ ...serviceQuery(id ?? ''), enabled: Boolean(id) });
