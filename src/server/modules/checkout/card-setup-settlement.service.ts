import type { Database } from '../../db/client.ts';
import type { PaymentProvider, SavedCard } from '../../payments/payment-provider.ts';
import { closeCardSetup, findCardSetup, lockCardSetup, saveClientCard } from '../fees/saved-cards.repository.ts';
import { oweConfirmationOfBooked, writeConfirmation } from '../notifications/booking-confirmation.service.ts';
import type { BookingMail } from '../notifications/booking-mail.service.ts';
import { confirmHeldAppointment } from './checkout.repository.ts';
import { unlessSlotLost } from './payment-settlement.service.ts';

export type CardSetupOutcome = 'confirmed' | 'already_settled' | 'slot_lost' | 'not_saved' | 'unknown_session';

/**
 * A setup session's card was saved (issue 26): whoever reports it (Stripe's webhook, the return page's confirm call,
 * the offline test page), the setup is locked and settled once. The card goes on the client's record and the booking it
 * held is confirmed, with its confirmation; if the hold ended and its time was taken meanwhile, nothing is kept (no
 * money was taken, so there is nothing to give back) and the return page says the booking was not made.
 */
export async function settleCardSetup(
  db: Database,
  provider: PaymentProvider,
  sessionId: string,
  { card: reported, now, mail }: { card: SavedCard | undefined; now: Date; mail: BookingMail },
): Promise<CardSetupOutcome> {
  const known = await findCardSetup(db, sessionId);
  if (!known) return 'unknown_session';
  if (known.status !== 'open') return 'already_settled';
  // Asked before the transaction: nothing is locked while the provider answers.
  const card = reported ?? (await provider.findSavedCard(sessionId));
  if (!card) return 'not_saved';
  const settled = await db.transaction(async (tx) => {
    const setup = await lockCardSetup(tx, sessionId);
    if (setup?.status !== 'open') return { outcome: 'already_settled' as const };
    if (!(await unlessSlotLost(tx, (sp) => confirmHeldAppointment(sp, setup.appointmentId, now)))) {
      await closeCardSetup(tx, sessionId, 'expired');
      return { outcome: 'slot_lost' as const };
    }
    await saveClientCard(tx, setup.appointmentId, card, { provider: provider.name, testMoney: provider.testMoney, now });
    await closeCardSetup(tx, sessionId, 'saved');
    return { outcome: 'confirmed' as const, owed: await oweConfirmationOfBooked(tx, setup.appointmentId, now) };
  });
  if (settled.outcome === 'confirmed') await writeConfirmation(db, mail, settled.owed, now);
  return settled.outcome;
}
