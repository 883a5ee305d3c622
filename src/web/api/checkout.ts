import { useMutation } from '@tanstack/react-query';
import type { CreateBookingInput } from '../../core/schemas/appointment.schema.ts';
import { apiRequest } from './client.ts';

/** POST /api/checkout/create-session: reserves the slot and returns the payment page to redirect to. */
export function createCheckoutSession(input: CreateBookingInput): Promise<{ url: string; appointmentId: string }> {
  return apiRequest<{ url: string; appointmentId: string }>('/checkout/create-session', { method: 'POST', body: input });
}

/** POST /api/checkout/release: the customer left the payment page; their unpaid hold is let go at once. */
export async function releaseHold(appointmentId: string): Promise<void> {
  await apiRequest<{ released: boolean }>('/checkout/release', { method: 'POST', body: { appointmentId } });
}

export const useCreateCheckoutSession = () => useMutation({ mutationFn: createCheckoutSession });

/** GET /api/checkout/confirm: a best-effort nudge on the return page; spec §4 ignores its errors. */
export async function confirmCheckout(sessionId: string): Promise<void> {
  try {
    await apiRequest<unknown>('/checkout/confirm', { query: { session_id: sessionId } });
  } catch {
    // The webhook confirms the payment too; the page polls the appointment either way.
  }
}
