import type { CreateBooking } from '../../../core/schemas/appointment.schema.ts';
import type { AppError } from '../../errors.ts';
import type { Database } from '../../db/client.ts';
import { recordMarketingConsent } from '../client-data/marketing-consent.repository.ts';
import { oweConfirmationOfBooked, writeConfirmation } from '../notifications/booking-confirmation.service.ts';
import type { BookingMail } from '../notifications/booking-mail.service.ts';
import type { AppointmentRow } from './bookings.repository.ts';
import { cardTermsOf, refuseWithoutCard, type PolicyConsent } from './card-requirement.ts';
import type { CardsSavedWith } from '../clients/card-facts.repository.ts';
import { createBooking, isSlotTaken } from './create-booking.ts';
import { retakeHold } from './repeat-requests.repository.ts';
import { earlierRequest, ownBookingAfterRace } from './repeat-requests.service.ts';

/**
 * `POST /api/appointments` (spec §7, pay at the salon), confirmed at once, where no card is asked for (else 409
 * CARD_REQUIRED: checkout's create-session saves it first). Sent again with the same requestId,
 * the booking already made is the answer; and a customer who first chose to pay online and came back to pay at
 * the salon instead turns their own live hold into the booking (its open payment session is closed by the
 * hold job), rather than being told their own time is gone (docs/decisions/0023).
 *
 * Booked first, asked after: most requests are their id's first, and one sent before is refused by the booking's
 * own write (the request id's unique index, or the time its booking holds), so the earlier request is looked up
 * only then, not before every booking (docs/decisions/0033).
 */
export async function bookAtSalon(
  db: Database,
  booking: CreateBooking,
  now: Date,
  { mail, cards }: { mail: BookingMail; cards: CardsSavedWith | undefined },
): Promise<AppointmentRow> {
  // Where the no-show policy wants a card, it is saved through checkout first (issue 26): asked once the time is free.
  const terms = await cardTermsOf(db, booking, cards);
  return bookConfirmed(db, booking, now, { mail, consent: terms.consent(false), beforeWrite: () => refuseWithoutCard(terms) });
}

/** How a booking confirmed at once is written: its e-mails, the terms agreed, the card question, and (an offer) `ownHoldOnly`. */
interface Confirming {
  mail: BookingMail;
  consent: PolicyConsent | undefined;
  beforeWrite?: (() => Promise<void>) | undefined;
  ownHoldOnly?: AppError | undefined;
}

/**
 * The booking confirmed at once, once its card question is answered (checkout's pay at salon comes here too). With
 * `ownHoldOnly` (a waitlist offer taken up), only the request's own live hold may become the booking: if it has ended
 * (turned down, lapsed), that refusal is thrown rather than the time booked afresh.
 */
export async function bookConfirmed(
  db: Database,
  booking: CreateBooking,
  now: Date,
  { mail, consent, beforeWrite, ownHoldOnly }: Confirming,
): Promise<AppointmentRow> {
  if (ownHoldOnly) return takeUpOwnHold(db, booking, now, { mail, consent, beforeWrite, ownHoldOnly });
  const book = () => createBooking(db, booking, now, { status: 'confirmed', mail, consent, beforeWrite });
  let refusal: unknown;
  try {
    return await book();
  } catch (err) {
    if (!isSlotTaken(err) || !booking.requestId) throw err;
    refusal = err;
  }
  const earlier = await earlierRequest(db, booking, now);
  if (earlier.kind === 'none') throw refusal; // no earlier attempt: the time is simply taken
  if (earlier.kind === 'booked') return earlier.row;
  if (earlier.kind === 'holding') {
    // Their own hold becomes the booking: the card question is asked of it as of any booking written.
    await beforeWrite?.();
    const confirmed = await confirmOwnHold(db, earlier.row.id, booking, { now, mail, consent });
    if (confirmed) return confirmed;
  }
  // The earlier attempt has ended (its id let go), or its hold was paid or lapsed meanwhile: the time, asked again.
  try {
    return await book();
  } catch (err) {
    // The same request sent twice at once: the one that won is this customer's own booking.
    const raced = isSlotTaken(err) ? await ownBookingAfterRace(db, booking, now) : undefined;
    if (raced?.kind === 'booked') return raced.row;
    throw err;
  }
}

/**
 * The request's own live hold confirmed as the booking, and nothing else: never the time booked afresh (a waitlist
 * offer's hold that was turned down or lapsed is over). Sent again, or twice at once, the booking made is the answer.
 */
async function takeUpOwnHold(
  db: Database,
  booking: CreateBooking,
  now: Date,
  { mail, consent, beforeWrite, ownHoldOnly }: Confirming & { ownHoldOnly: AppError },
): Promise<AppointmentRow> {
  const earlier = await earlierRequest(db, booking, now);
  if (earlier.kind === 'booked') return earlier.row;
  if (earlier.kind !== 'holding') throw ownHoldOnly;
  await beforeWrite?.();
  const confirmed = await confirmOwnHold(db, earlier.row.id, booking, { now, mail, consent });
  if (confirmed) return confirmed;
  // Another copy of this request confirmed it first: that booking is the answer; else the hold has just ended.
  const raced = await ownBookingAfterRace(db, booking, now);
  if (raced.kind === 'booked') return raced.row;
  throw ownHoldOnly;
}

async function confirmOwnHold(
  db: Database,
  id: string,
  booking: CreateBooking,
  { now, mail, consent }: { now: Date; mail: BookingMail; consent: PolicyConsent | undefined },
): Promise<AppointmentRow | undefined> {
  const confirmed = await db.transaction(async (tx) => {
    const retaken = await retakeHold(tx, id, { paymentMode: 'pay_in_salon', client: booking.client, now, confirm: true, consent });
    if (!retaken) return undefined;
    if (booking.marketingConsent) await recordMarketingConsent(tx, id, now);
    return { row: retaken, owed: await oweConfirmationOfBooked(tx, id, now) };
  });
  if (!confirmed) return undefined;
  await writeConfirmation(db, mail, confirmed.owed, now);
  return confirmed.row;
}
