import type { Database, Transaction } from '../../db/client.ts';
import { lostSlotRace } from '../../db/errors.ts';
import type { PaidSession, PaymentProvider, SavedCard } from '../../payments/payment-provider.ts';
import { closeCardSetup, findCardSetup, saveClientCard } from '../fees/saved-cards.repository.ts';
import { refundPayment } from './payment-refund.ts';
import { placeFeePayment } from './fee-payment.service.ts';
import { oweConfirmationOfBooked, writeConfirmation } from '../notifications/booking-confirmation.service.ts';
import type { BookingMail } from '../notifications/booking-mail.service.ts';
import {
  addAppointmentRefund,
  confirmPaidAppointment,
  lockPaymentBySession,
  recordUnplacedPayment,
  type ReceivedMoney,
  updatePayment,
  type PaymentRow,
} from './checkout.repository.ts';

export type SettleOutcome = 'confirmed' | 'already_settled' | 'refunded' | 'refund_due' | 'unknown_session';

export const LATE_PAYMENT_REASON = 'Paid after the hold expired and the time was taken: refunded automatically';

/**
 * The one path a paid session takes, whoever reports it (Stripe's webhook, the confirm call, the offline
 * test page). The payment row is locked, so concurrent reports of one session settle it once; a settled
 * payment is never settled again. The appointment is confirmed when it still can be (its hold is live, or
 * expired with the slot still free); otherwise the money is refunded automatically.
 */
export async function settlePaidSession(
  db: Database,
  provider: PaymentProvider,
  paid: PaidSession,
  now: Date,
  mail: BookingMail,
): Promise<SettleOutcome> {
  const card = await cardKeptBy(db, provider, paid);
  const settled = await db.transaction(async (tx) => {
    const payment = await lockPaymentBySession(tx, paid.sessionId);
    if (!payment) return { outcome: 'unknown_session' as const };
    if (payment.status !== 'open' && payment.status !== 'expired') return { outcome: 'already_settled' as const };
    // A client paying a no-show or late-cancellation fee through their link (issue 26) has no booking to confirm.
    const placed = payment.feeId
      ? await placeFeePayment(tx, payment, paid, now)
      : await placeBookingPayment(tx, payment, { provider, card }, now);
    const updated = await updatePayment(tx, payment.id, ['open', 'expired'], {
      status: placed ? 'paid' : 'refund_due',
      providerPaymentId: paid.providerPaymentId,
      paidAt: now,
      updatedAt: now,
    });
    if (!placed) return { outcome: 'refund_due' as const, payment: updated! };
    return placed.owed ? { outcome: 'confirmed' as const, owed: placed.owed } : { outcome: 'fee_paid' as const };
  });
  if (settled.outcome === 'confirmed') await writeConfirmation(db, mail, settled.owed, now);
  if (settled.outcome === 'fee_paid') return 'confirmed';
  if (settled.outcome !== 'refund_due') return settled.outcome;
  try {
    await refundUnplacedPayment(db, provider, settled.payment, now);
    return 'refunded';
  } catch {
    // Left as refund_due: the hold-expiry job retries it with the same idempotency key.
    return 'refund_due';
  }
}

/**
 * The booking's money: its hold confirmed with it, and its confirmation owed (written after the commit, 0013, 0033).
 * Undefined when the time was lost: the money is recorded on it, to go back.
 */
async function placeBookingPayment(
  tx: Transaction,
  payment: PaymentRow,
  { provider, card }: { provider: PaymentProvider; card: SavedCard | undefined },
  now: Date,
) {
  const money = { amountPence: payment.amountPence, testMoney: provider.testMoney };
  if (await tryConfirm(tx, payment.appointmentId, money, now)) {
    // The card it was paid with, kept for the no-show policy as the client agreed (issue 26).
    if (card && (await closeCardSetup(tx, payment.sessionId, 'saved')))
      await saveClientCard(tx, payment.appointmentId, card, { provider: provider.name, testMoney: provider.testMoney, now });
    return { owed: await oweConfirmationOfBooked(tx, payment.appointmentId, now) };
  }
  await recordUnplacedPayment(tx, payment.appointmentId, money, now, LATE_PAYMENT_REASON);
  return undefined;
}

/**
 * The card a payment session kept for the no-show policy, where it was opened to keep one; asked of the provider before
 * the settlement's transaction. A provider that cannot say leaves the booking paid without a card on record.
 */
async function cardKeptBy(db: Database, provider: PaymentProvider, paid: PaidSession): Promise<SavedCard | undefined> {
  const setup = await findCardSetup(db, paid.sessionId);
  if (setup?.status !== 'open') return undefined;
  return paid.card ?? (await provider.findSavedCard(paid.sessionId).catch(() => undefined));
}

const tryConfirm = (tx: Transaction, appointmentId: string, money: ReceivedMoney, now: Date) =>
  unlessSlotLost(tx, async (sp) => (await confirmPaidAppointment(sp, appointmentId, money, now)) !== undefined);

/** In a savepoint, so that losing the slot (23P01) does not abort the settlement's transaction: false then. */
export async function unlessSlotLost(tx: Transaction, confirm: (sp: Transaction) => Promise<boolean>): Promise<boolean> {
  try {
    return await tx.transaction(confirm);
  } catch (err) {
    if (lostSlotRace(err)) return false;
    throw err;
  }
}

/** Sends back a payment that could not be placed; refund first, then record it, under the payment's status guard. */
export async function refundUnplacedPayment(db: Database, provider: PaymentProvider, payment: PaymentRow, now: Date): Promise<void> {
  const { refundId } = await refundPayment(provider, payment, payment.amountPence, `unplaced-${payment.id}`);
  await db.transaction(async (tx) => {
    const done = await updatePayment(tx, payment.id, ['refund_due'], {
      status: 'refunded',
      refundId,
      refundedPence: payment.amountPence,
      updatedAt: now,
    });
    if (done) await addAppointmentRefund(tx, payment.appointmentId, payment.amountPence, now);
  });
}
