import { WAITLIST_MESSAGES } from '../../../core/schemas/waitlist.schema.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { releaseHoldNow } from '../checkout/checkout.repository.ts';
import { endEntry, endOffer, findEntry, openOfferOf } from './waitlist.repository.ts';

/** Lets go the time offered to a waiting client and not yet taken up (its hold released); in the caller's transaction. */
export async function withdrawOpenOffer(tx: Database, entryId: string, now: Date, reason: string): Promise<void> {
  const offer = await openOfferOf(tx, entryId);
  if (offer && (await endOffer(tx, offer.id, 'withdrawn', now)) && offer.appointmentId)
    await releaseHoldNow(tx, offer.appointmentId, now, reason);
}

export const BOOKED_DIRECTLY_REASON = 'Booked directly from the waitlist';

/**
 * `POST /api/waitlist/entries/:id/book`: reception books a waiting client directly (issue 28: 'New appointment' from the
 * waitlist, as `POST /api/staff-bookings` books): a time offered to them is
 * let go first, as it may be the very time being booked; once `book` has booked them, their place ends as booked. A
 * booking refused leaves them waiting (the time let go is offered to others, not to them again).
 */
export async function bookWaitingClient<T>(db: Database, entryId: string, now: Date, book: () => Promise<T>): Promise<T> {
  const entry = await findEntry(db, entryId);
  if (!entry) throw AppError.notFound('Waitlist entry');
  if (entry.status !== 'waiting') throw AppError.conflict('NOT_WAITING', WAITLIST_MESSAGES.notWaiting);
  await db.transaction((tx) => withdrawOpenOffer(tx, entryId, now, BOOKED_DIRECTLY_REASON));
  const booked = await book();
  await endEntry(db, entryId, 'booked', now);
  return booked;
}
