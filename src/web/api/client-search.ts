import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { clientList } from '../../core/admin-requests.ts';
import type { ClientMatch } from '../../core/schemas/client-search.schema.ts';
import { adminQueryKey } from './admin-query-key.ts';
import { apiGetWithHeaders } from './client.ts';

export const clientsKey = [...adminQueryKey, 'clients'] as const;

export interface ClientListParams {
  /** at least 2 characters; none lists every client */
  q?: string;
  limit?: number;
  offset?: number;
}

export interface ClientPage {
  items: ClientMatch[];
  /** matches before paging, from `X-Total-Count` */
  total: number;
}

/** GET /api/clients: client records by name, e-mail or phone, the most recently seen first. */
export const clientListQuery = (params: ClientListParams) =>
  queryOptions({
    queryKey: [...clientsKey, 'list', params],
    queryFn: async ({ signal }): Promise<ClientPage> => {
      const { data, headers } = await apiGetWithHeaders<ClientMatch[]>(clientList({ ...params }), signal);
      const total = Number(headers.get('x-total-count') ?? Number.NaN);
      return { items: data, total: Number.isFinite(total) ? total : data.length };
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useClientList = (params: ClientListParams) => useQuery(clientListQuery(params));

/** The finder of a booking taken by staff: asks once at least 2 characters are typed. */
export const useClientSearch = (q: string) => useQuery({ ...clientListQuery({ q }), enabled: q.trim().length >= 2 });
