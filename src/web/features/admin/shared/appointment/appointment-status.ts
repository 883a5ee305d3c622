import type { AdminAppointment } from '../../../../../core/schemas/admin-appointment.schema.ts';
import { statusLabel } from '../../../../../core/status.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { calendarStatusTone, type Tone } from '../../../../lib/status-tones.ts';

// A time held for a waitlist offer is an unpaid hold to the database, but not to reception: the diary names it as the
// offer it is, and until when it is held (issue 40, docs/decisions/0036).

type Shown = Pick<AdminAppointment, 'status' | 'waitlistOffer'>;

export const WAITLIST_OFFER_LABEL = 'Waitlist offer';

const heldOffer = ({ status, waitlistOffer }: Shown) => (status === 'reserved_unpaid' ? waitlistOffer : null);

/** The status's name on its badge: 'Waitlist offer' for an offer's hold, else the spec's ('Reserved Unpaid'). */
export const statusName = (a: Shown): string => (heldOffer(a) ? WAITLIST_OFFER_LABEL : statusLabel(a.status));

/** 'Held until Sat 5 Dec 2026, 19:35' for an offer's hold (salon time); undefined for anything else. */
export function heldUntilText(a: Shown): string | undefined {
  const offer = heldOffer(a);
  return offer ? `Held until ${formatDateTime(offer.heldUntil)}` : undefined;
}

/** The status as the diary's events say it to a screen reader and in their tooltip: with the hold's end for an offer. */
export function statusWords(a: Shown): string {
  const offer = heldOffer(a);
  return offer ? `${WAITLIST_OFFER_LABEL}, held until ${formatDateTime(offer.heldUntil)}` : statusLabel(a.status);
}

/** The diary's colour: plum for an offer's hold, else spec §4's for its status. */
export const diaryTone = (a: Shown): Tone => (heldOffer(a) ? 'plum' : calendarStatusTone(a.status));
