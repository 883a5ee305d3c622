import { useQuery } from '@tanstack/react-query';
import type { AppointmentPublic } from '../../../../core/schemas/appointment.schema.ts';
import { appointmentQuery } from '../../../api/appointments.ts';
import { confirmCheckout } from '../../../api/checkout.ts';

/** Spec §4/§9: poll once a second, at most 20 times; only 'confirmed' is final. */
const POLL_MS = 1000;
const MAX_ATTEMPTS = 20;

export type PaymentStatus =
  { state: 'loading' } | { state: 'pending' } | { state: 'confirmed'; appointment: AppointmentPublic } | { state: 'error' };

export function usePaymentStatus(appointmentId: string | null, sessionId: string | null): PaymentStatus {
  // First a best-effort confirm call (its errors are ignored), then the polling.
  const confirm = useQuery({
    queryKey: ['checkout-confirm', sessionId],
    queryFn: async () => {
      if (sessionId) await confirmCheckout(sessionId);
      return true;
    },
    enabled: Boolean(appointmentId),
    staleTime: Infinity,
  });

  const appointment = useQuery({
    ...appointmentQuery(appointmentId ?? ''),
    enabled: Boolean(appointmentId) && confirm.isSuccess,
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === 'confirmed' || query.state.dataUpdateCount >= MAX_ATTEMPTS ? false : POLL_MS),
  });

  if (!appointmentId || appointment.isError) return { state: 'error' };
  if (!appointment.data) return { state: 'loading' };
  if (appointment.data.status === 'confirmed') return { state: 'confirmed', appointment: appointment.data };
  // After the last attempt it simply stays pending (spec §4).
  return { state: 'pending' };
}
