import type { ClientErasure } from '../../../core/schemas/client-data.schema.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { ForgetCard } from '../../payments/payment-provider.ts';
import {
  blankMoneyNotes,
  deleteManageLinks,
  eraseClientRecord,
  eraseMessages,
  eraseReplies,
  eraseWaitlistPlaces,
  eraseVisits,
  hasUpcomingVisit,
  lockClient,
  recordedCardOf,
} from './client-erasure.repository.ts';

export const UPCOMING_VISIT_MESSAGE =
  'This client has a booking still to come. Cancel it (and refund what is due) first, then erase the client.';
export const CARD_NOT_FORGOTTEN_MESSAGE =
  'The client’s saved card could not be removed at the payment provider, so nothing was erased. Please try again in a minute.';

/**
 * Erases one client (UK GDPR art. 17, docs/decisions/0028) in one transaction: their record, the details on every
 * visit, their e-mails in the Outbox, the notes on their money and their booking links. The visits and the money
 * stay, anonymous, so the accounts and the revenue report do not change. Asked again, it answers the first
 * erasure and changes nothing. A client with a booking still to come is refused: cancelling it is staff's choice,
 * as it may refund money. A card saved for the no-show policy is detached at the provider first (issue 26), outside
 * the transaction: if the provider cannot be reached, nothing is erased and staff try again.
 */
export async function eraseClient(db: Database, id: string, now: Date, forgetCard: ForgetCard): Promise<ClientErasure> {
  return (await eraseClientOnce(db, id, now, forgetCard)).erasure;
}

/** As eraseClient, saying whether this call erased the client (`erasedNow`) or found it done. */
export async function eraseClientOnce(
  db: Database,
  id: string,
  now: Date,
  forgetCard: ForgetCard,
): Promise<{ erasure: ClientErasure; erasedNow: boolean }> {
  await forgetSavedCard(db, id, now, forgetCard);
  return db.transaction(async (tx) => {
    const client = await lockClient(tx, id);
    if (!client) throw AppError.notFound('Client');
    if (client.erasedAt) return { erasure: { _id: id, erasedAt: client.erasedAt.toISOString() }, erasedNow: false };
    // A time held for them by a waitlist offer is no visit of theirs: let go first (undone with the rest if refused).
    await eraseWaitlistPlaces(tx, id, now);
    if (await hasUpcomingVisit(tx, id, now)) throw AppError.conflict('CLIENT_HAS_UPCOMING_VISIT', UPCOMING_VISIT_MESSAGE);
    await eraseMessages(tx, id);
    await eraseReplies(tx, id);
    await blankMoneyNotes(tx, id);
    await deleteManageLinks(tx, id);
    await eraseVisits(tx, id, now);
    await eraseClientRecord(tx, id, now);
    return { erasure: { _id: id, erasedAt: now.toISOString() }, erasedNow: true };
  });
}

/** Detaches the client's saved card, unless the erasure would be refused anyway (their card still guards a booking). */
async function forgetSavedCard(db: Database, id: string, now: Date, forgetCard: ForgetCard): Promise<void> {
  const card = await recordedCardOf(db, id);
  if (!card || (await hasUpcomingVisit(db, id, now))) return;
  try {
    await forgetCard(card);
  } catch (err) {
    throw Object.assign(new AppError('CARD_NOT_FORGOTTEN', CARD_NOT_FORGOTTEN_MESSAGE, 502), { cause: err });
  }
}
