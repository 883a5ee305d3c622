import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientTextMessages, VisitsToCall } from '../../core/schemas/texts.schema.ts';
import type { ReplyIntent } from '../../core/texts/replies.ts';
import { adminQueryKey } from './admin-query-key.ts';
import { apiRequest } from './client.ts';

/**
 * What the dashboard shows of texts (issue 27): the messages clients texted that nobody has read, and the visits whose
 * text reminder went unanswered. Under the admin key, so signing out drops them with the rest; the owner and reception
 * alone ask (core/access.ts 'outbox'), the dashboard shows their panels to no one else.
 */
const textsKey = [...adminQueryKey, 'texts'] as const;

// As the dashboard's other lists of things to act on (awaiting checkout, owed, fees): a reply arrives whoever is
// looking, so they look again now and then rather than only when the page opens.
const STALE_MS = 15_000;
const POLL_MS = 60_000;

/** GET /api/texts/messages (unread only, the server's default): newest first. */
export const unreadClientMessagesQuery = () =>
  queryOptions({
    queryKey: [...textsKey, 'messages', 'unseen'],
    queryFn: ({ signal }) => apiRequest<ClientTextMessages>('/texts/messages', { query: { unseen: 'true' }, signal }),
    staleTime: STALE_MS,
    refetchInterval: POLL_MS,
  });

/** GET /api/texts/to-call: visits reminded by text, unconfirmed and close to their start, for the desk to phone. */
export const visitsToCallQuery = () =>
  queryOptions({
    queryKey: [...textsKey, 'to-call'],
    queryFn: ({ signal }) => apiRequest<VisitsToCall>('/texts/to-call', { signal }),
    staleTime: STALE_MS,
    refetchInterval: POLL_MS,
  });

/**
 * POST /api/texts/messages/{id}/seen (204): the message leaves the dashboard's list, which asks again; the client's
 * record lists it still, so it is left alone.
 */
export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(`/texts/messages/${encodeURIComponent(id)}/seen`, { method: 'POST' }),
    // Asked again even when refused: a 404 is a message another desk has just marked read.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...textsKey, 'messages'] }),
  });
}

/** POST /api/outbox/{id}/reply: the demo's stand-in for a client's phone, answering a stored text; `{ intent }` back. */
export const replyAsClient = (id: string, body: string) =>
  apiRequest<{ intent: ReplyIntent }>(`/outbox/${encodeURIComponent(id)}/reply`, { method: 'POST', body: { body } });

/**
 * A reply may confirm the visit (the diary shows its mark), queue a text with the client's link (a new Outbox row), stop
 * or resume the client's texts (their record says so) or leave a message for staff (the dashboard lists it): each of
 * those lists asks again.
 */
export function useReplyAsClient(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => replyAsClient(id, body),
    onSuccess: () =>
      Promise.all(
        [['outbox', 'list'], ['appointments'], ['texts'], ['clients']].map((part) =>
          queryClient.invalidateQueries({ queryKey: [...adminQueryKey, ...part] }),
        ),
      ),
  });
}
