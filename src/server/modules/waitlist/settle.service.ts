import type { Database } from '../../db/client.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';
import { waiveRefilledLateFees } from '../fees/refilled-fee.service.ts';
import type { BookingMail } from '../notifications/booking-mail.service.ts';
import { settleOffers } from './waitlist-offers.repository.ts';

/** What the waitlist's services need: the database, the messages, and the provider a waived fee's refund goes through. */
export interface WaitlistDeps {
  db: Database;
  mail: BookingMail;
  provider: PaymentProvider;
  clock: () => Date;
}

/**
 * Settles the offers whose holds have ended (waitlist.repository.ts settleOffers): taken up, their entries are booked,
 * and the late cancellations whose time each refilled have their fees waived (fees/refilled-fee.service.ts). A fee the
 * provider would not refund now is left paid, for staff to give back, and the settling goes on.
 */
export async function settleWaitlist(deps: WaitlistDeps, now: Date): Promise<void> {
  const { accepted } = await settleOffers(deps.db, now);
  for (const visitId of accepted) {
    try {
      await waiveRefilledLateFees(deps, visitId);
    } catch (err) {
      deps.mail.warn?.({ err, visitId }, 'waitlist: a refilled late cancellation’s fee could not be waived; staff can refund it');
    }
  }
}
