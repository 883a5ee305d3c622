import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { outboxList } from '../../core/admin-requests.ts';
import type { OutboxList, OutboxMessage } from '../../core/schemas/notifications.schema.ts';
import { adminQueryKey } from './admin-query-key.ts';
import { apiGet, apiRequest } from './client.ts';

const outboxKey = [...adminQueryKey, 'outbox'] as const;

/** The Outbox's page, and a client's name, e-mail or phone to find their messages by (issue 40). */
type OutboxParams = { page: number; pageSize: number; q?: string | undefined };

/** GET /api/outbox (staff only): the messages the app has sent or kept, newest first, a page at a time. */
export const outboxQuery = (params: OutboxParams) =>
  queryOptions({
    queryKey: [...outboxKey, 'list', params],
    queryFn: ({ signal }) => apiGet<OutboxList>(outboxList({ ...params }), signal),
    // The next page keeps showing this one until it arrives.
    placeholderData: keepPreviousData,
    staleTime: 5_000,
    // A message waiting for its job changes status within seconds: look again until none is waiting.
    refetchInterval: (query) => (query.state.data?.messages.some((m) => m.status === 'queued') ? 3_000 : false),
  });

export const useOutbox = (params: OutboxParams) => useQuery(outboxQuery(params));

/** GET /api/outbox/{id}: one message in full (plain text, HTML and the calendar invite). */
export const outboxMessageQuery = (id: string) =>
  queryOptions({
    queryKey: [...outboxKey, 'message', id],
    queryFn: ({ signal }) => apiRequest<OutboxMessage>(`/outbox/${encodeURIComponent(id)}`, { signal }),
    staleTime: 5_000,
  });

export const useOutboxMessage = (id: string | undefined) => useQuery({ ...outboxMessageQuery(id ?? ''), enabled: Boolean(id) });
