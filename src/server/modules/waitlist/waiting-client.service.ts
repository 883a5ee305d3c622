import { WAITLIST_MESSAGES } from '../../../core/schemas/waitlist.schema.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { isSlotTaken } from '../booking/create-booking.ts';
import { releaseHoldNow } from '../checkout/checkout.repository.ts';
import { endEntry, findEntry } from './waitlist.repository.ts';
import { endOffer, openOfferOf } from './waitlist-offers.repository.ts';

/**
 * Lets go the time offered to a waiting client and not yet taken up, in the caller's transaction: the offer ends only
 * with its hold released. A hold confirmed meanwhile (the client took it up) stays a booking, and its offer is left for
 * settling, which finds it taken up.
 */
export async function withdrawOpenOffer(tx: Database, entryId: string, now: Date, reason: string): Promise<void> {
  const offer = await openOfferOf(tx, entryId);
  if (offer?.appointmentId && (await releaseHoldNow(tx, offer.appointmentId, now, reason))) await endOffer(tx, offer.id, 'withdrawn', now);
}

export const BOOKED_DIRECTLY_REASON = 'Booked directly from the waitlist';

/**
 * `POST /api/waitlist/entries/:id/book`: reception books a waiting client directly (issue 28: 'New appointment' from the
 * waitlist, as `POST /api/staff-bookings` books). Booked first: a booking refused (a rule to confirm, bad input, a time
 * taken) changes nothing, their offer included. Only when the time is taken and they have an offer (it may hold that
 * very time) is the offer let go and the booking tried once more. Once booked, their place ends and any offer made to
 * them meanwhile is let go, in one transaction.
 */
export async function bookWaitingClient<T>(db: Database, entryId: string, now: Date, book: () => Promise<T>): Promise<T> {
  const entry = await findEntry(db, entryId);
  if (!entry) throw AppError.notFound('Waitlist entry');
  if (entry.status !== 'waiting') throw AppError.conflict('NOT_WAITING', WAITLIST_MESSAGES.notWaiting);
  let booked: T;
  try {
    booked = await book();
  } catch (err) {
    if (!isSlotTaken(err) || !(await openOfferOf(db, entryId))) throw err;
    await db.transaction((tx) => withdrawOpenOffer(tx, entryId, now, BOOKED_DIRECTLY_REASON));
    booked = await book();
  }
  await db.transaction(async (tx) => {
    if (await endEntry(tx, entryId, 'booked', now)) await withdrawOpenOffer(tx, entryId, now, BOOKED_DIRECTLY_REASON);
  });
  return booked;
}
