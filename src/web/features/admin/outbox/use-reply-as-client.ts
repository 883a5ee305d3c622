import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReplyIntent } from '../../../../core/texts/replies.ts';
import { adminQueryKey } from '../../../api/admin-query-key.ts';
import { apiRequest } from '../../../api/client.ts';

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
