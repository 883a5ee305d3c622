import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AddPaymentRequest, CheckoutRequest, ReverseEntryRequest, TillResponse, VisitMoney } from '../../core/schemas/till.schema.ts';
import { adminQueryKey, visitMoneyKey } from './admin-query-key.ts';
import { replaceAppointmentInLists } from './admin-appointments.ts';
import { apiRequest } from './client.ts';

/** GET /api/appointments/{id}/money: the visit's price, what was paid and taken, and its history. */
export const visitMoneyQuery = (appointmentId: string) =>
  queryOptions({
    queryKey: visitMoneyKey(appointmentId),
    queryFn: ({ signal }) => apiRequest<VisitMoney>(`/appointments/${encodeURIComponent(appointmentId)}/money`, { signal }),
    staleTime: 5_000,
  });

export const useVisitMoney = (appointmentId: string) => useQuery(visitMoneyQuery(appointmentId));

/**
 * After the till records money: the visit's row everywhere (calendar, lists, today's panel, the awaiting list) and its
 * money take the server's answer; the revenue figures, the takings, what is owed and the clients are fetched again.
 */
function tillSaved(queryClient: QueryClient, { appointment, money }: TillResponse): void {
  replaceAppointmentInLists(queryClient, { appointment });
  // A visit of several services is one bill (issue 25): each of its parts has the same money, and their rows changed too.
  for (const part of money.parts)
    queryClient.setQueryData(visitMoneyKey(part.appointmentId), { ...money, appointmentId: part.appointmentId });
  if (money.parts.length > 1) void queryClient.invalidateQueries({ queryKey: [...adminQueryKey, 'appointments'] });
  // What is owed moves with every till request (issue 23): the dashboard's list and the client's profile.
  for (const part of ['revenue', 'takings', 'owed', 'clients']) void queryClient.invalidateQueries({ queryKey: [...adminQueryKey, part] });
}

const post = (path: string, body: unknown) => apiRequest<TillResponse>(path, { method: 'POST', body });

/** POST /api/appointments/{id}/checkout: 409 with the reason when the visit cannot be checked out. */
export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: string; request: CheckoutRequest }) =>
      post(`/appointments/${encodeURIComponent(id)}/checkout`, request),
    onSuccess: (response) => tillSaved(queryClient, response),
  });
}

/** POST /api/appointments/{id}/payments: a further payment on a visit already checked out. */
export function useAddPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: string; request: AddPaymentRequest }) =>
      post(`/appointments/${encodeURIComponent(id)}/payments`, request),
    onSuccess: (response) => tillSaved(queryClient, response),
  });
}

/** POST /api/money-entries/{id}/reverse: a salon payment negated, with the reason. */
export function useReverseEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, request }: { entryId: string; request: ReverseEntryRequest }) =>
      post(`/money-entries/${encodeURIComponent(entryId)}/reverse`, request),
    onSuccess: (response) => tillSaved(queryClient, response),
  });
}
