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
import type { PayChoices } from './details-form.tsx';

/** Every cached answer about free times: one service's and a visit's (issue 25). */
const AVAILABILITY_KEYS = [['slots'], ['fully-booked'], ['visit-slots'], ['visit-fully-booked']];

/** Only a real web address may take the browser away: never a javascript: or data: URL. */
function safeRedirect(url: string): string {
  const target = new URL(url, window.location.origin);
  if (target.protocol !== 'https:' && target.protocol !== 'http:') throw new Error('The payment page address is not valid.');
  return target.href;
}

/** Checkout's '/success' on this site: the app shows it without a page load (a booking made at once, issue 26). */
const isSuccessPage = (url: string) => url === paths.success || url.startsWith(`${paths.success}?`);

/** Paying at the salon, this client needs a card after all (issue 26): checkout saves it first. */
const isCardRequired = (error: unknown) => error instanceof ApiError && error.status === 409 && error.code === 'CARD_REQUIRED';

/** A booking that could not be sent because the connection failed: what to send again. */
export interface LostAttempt extends PayChoices {
  mode: PaymentMode;
  client: ClientDetails;
  /** the salon has card rules (issue 26): paying at the salon goes through checkout, which saves a card if needed */
  viaCheckout: boolean;
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

  /** The slot is booked: clear it so Back cannot send the same booking again, and the visit is done with. */
  const booked = (appointmentId: string) => {
    const store = useBookingStore.getState();
    store.setAppointmentId(appointmentId);
    store.setSlot(undefined);
    useBookingStore.setState({ also: [], visitSlot: undefined });
    // Drop (not just invalidate) cached availability, so no page ever shows the booked time again.
    for (const queryKey of AVAILABILITY_KEYS) queryClient.removeQueries({ queryKey });
  };

  /** Pay at the salon without a card; undefined where this client needs one after all (checkout saves it). */
  const bookAtSalon = async (input: CreateBookingInput) => {
    try {
      return (await createAppointment(input)).appointmentId;
    } catch (error) {
      if (isCardRequired(error)) return undefined;
      throw error;
    }
  };

  const place = async (attempt: LostAttempt) => {
    const { mode, client, marketingConsent, keepCard, viaCheckout } = attempt;
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
      ...(keepCard && mode !== 'pay_in_salon' ? { keepCard: true } : {}),
      // A visit's further services (issue 25); left out for the spec's booking of one service.
      ...(store.also.length > 0
        ? { also: store.also.map(({ serviceId, variantName, beauticianId, any }) => ({ serviceId, variantName, beauticianId, any })) }
        : {}),
    };

    setBusy(true);
    setLost(undefined);
    try {
      const atSalon = mode === 'pay_in_salon' && !viaCheckout ? await bookAtSalon(input) : undefined;
      if (atSalon) {
        booked(atSalon);
        navigate(paths.confirmation);
        setBusy(false);
        return;
      }
      const { url, appointmentId } = await createCheckoutSession(input);
      if (isSuccessPage(url)) {
        // Booked at once (paying at the salon with no card needed), or already paid earlier.
        booked(appointmentId);
        navigate(url);
        setBusy(false);
        return;
      }
      // Kept for '/cancel' and for a trip back here: the hold is this customer's to take up again.
      store.setAppointmentId(appointmentId);
      // The provider's page, or the demo's server-rendered one on this site: a full page load either way.
      window.location.assign(safeRedirect(url));
    } catch (error) {
      setBusy(false);
      if (isConnectionError(error)) {
        setLost(attempt);
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
