import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { CreateBookingInput, PaymentMode } from '../../../../core/schemas/appointment.schema.ts';
import type { ClientDetails } from '../../../../core/schemas/client.schema.ts';
import { createAppointment } from '../../../api/appointments.ts';
import { createCheckoutSession } from '../../../api/checkout.ts';
import { ApiError, errorMessage, isConnectionError } from '../../../api/client.ts';
import { paths } from '../../../lib/paths.ts';
import { useBookingStore } from '../booking-store.ts';

/** Every cached answer about free times: one service's and a visit's (issue 25). */
const AVAILABILITY_KEYS = [['slots'], ['fully-booked'], ['visit-slots'], ['visit-fully-booked']];

/** Only a real web address may take the browser away: never a javascript: or data: URL. */
function safeRedirect(url: string): string {
  const target = new URL(url, window.location.origin);
  if (target.protocol !== 'https:' && target.protocol !== 'http:') throw new Error('The payment page address is not valid.');
  return target.href;
}

/** A booking that could not be sent because the connection failed: what to send again. */
export interface LostAttempt {
  mode: PaymentMode;
  client: ClientDetails;
  marketingConsent: boolean;
}

/**
 * Spec §4 'Checkout': store the mode and client first, then pay at the salon (→ /confirmation) or start
 * an online payment (→ the provider's page). `busy` stays on through a redirect so nothing is sent twice.
 * Every attempt carries the checkout's requestId, so sending it again after a lost connection never books twice
 * (docs/decisions/0023); such a failure is kept in `lost` for the page to offer a retry instead of an alert.
 */
export function usePlaceBooking() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [lost, setLost] = useState<LostAttempt>();

  const place = async (mode: PaymentMode, client: ClientDetails, marketingConsent: boolean) => {
    const store = useBookingStore.getState();
    if (!store.serviceId || !store.variantName || !store.startISO) return;
    store.setMode(mode);
    store.setClient(client);
    const input: CreateBookingInput = {
      ...(store.any ? {} : { beauticianId: store.beauticianId }),
      any: store.any,
      serviceId: store.serviceId,
      variantName: store.variantName,
      startISO: store.startISO,
      client,
      mode,
      requestId: store.requestId,
      marketingConsent,
      // A visit's further services (issue 25); left out for the spec's booking of one service.
      ...(store.also.length > 0
        ? { also: store.also.map(({ serviceId, variantName, beauticianId, any }) => ({ serviceId, variantName, beauticianId, any })) }
        : {}),
    };

    setBusy(true);
    setLost(undefined);
    try {
      if (mode === 'pay_in_salon') {
        const { appointmentId } = await createAppointment(input);
        store.setAppointmentId(appointmentId);
        // The slot is booked: clear it so Back cannot send the same booking again, and the visit is done with.
        store.setSlot(undefined);
        useBookingStore.setState({ also: [], visitSlot: undefined });
        // Drop (not just invalidate) cached availability, so no page ever shows the booked time again.
        for (const queryKey of AVAILABILITY_KEYS) queryClient.removeQueries({ queryKey });
        navigate(paths.confirmation);
        setBusy(false);
      } else {
        const { url, appointmentId } = await createCheckoutSession(input);
        // Kept for '/cancel' and for a trip back here: the hold is this customer's to take up again.
        store.setAppointmentId(appointmentId);
        window.location.assign(safeRedirect(url));
      }
    } catch (error) {
      setBusy(false);
      if (isConnectionError(error)) {
        setLost({ mode, client, marketingConsent });
        return;
      }
      // Spec §8: a checkout failure is shown in a browser alert.
      window.alert(errorMessage(error));
      if (error instanceof ApiError && error.status === 409) {
        // Someone took the slot first: back to the calendar with fresh times to choose another.
        store.setSlot(undefined);
        await Promise.all(AVAILABILITY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
        navigate(paths.times);
      }
    }
  };

  return { place, busy, lost };
}
