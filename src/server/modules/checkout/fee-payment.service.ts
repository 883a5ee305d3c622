import type { PublicFee } from '../../../core/schemas/fee.schema.ts';
import { penceToPounds } from '../../../core/money.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { PaidSession, PaymentProvider } from '../../payments/payment-provider.ts';
import { findAppointment } from '../booking/bookings.repository.ts';
import { loadSalon } from '../catalog/salon.service.ts';
import {
  addPartPayment,
  claimFeeSession,
  findFee,
  findFeeByTokenHash,
  settleFeeSession,
  type FeeRow,
  type FeeStatus,
} from '../fees/fees.repository.ts';
import { payFee } from '../fees/fee.service.ts';
import { hashManageToken, MANAGE_TOKEN_PATTERN } from '../notifications/manage-token.ts';
import { insertPayment, type PaymentRow } from './checkout.repository.ts';

/** A fee link's session stays open this long (Stripe's shortest is 30 minutes). */
const FEE_SESSION_MINUTES = 60;
/** Statuses a fee can still be paid from by the client. */
const PAYABLE: readonly FeeStatus[] = ['requested', 'failed'];
const payable = (fee: FeeRow) => (PAYABLE as readonly string[]).includes(fee.status);

const linkNotFound = () => AppError.notFound('Fee link');

async function feeOfLink(db: Database, token: string): Promise<FeeRow> {
  if (!MANAGE_TOKEN_PATTERN.test(token)) throw linkNotFound();
  const fee = await findFeeByTokenHash(db, hashManageToken(token));
  if (!fee) throw linkNotFound();
  return fee;
}

/** `GET /api/fees/:token`: what the client's fee page shows. */
export async function publicFee(db: Database, token: string): Promise<PublicFee> {
  const fee = await feeOfLink(db, token);
  const visit = await findAppointment(db, fee.visitId);
  const { settings } = await loadSalon(db);
  return {
    salonName: settings.name,
    kind: fee.kind as PublicFee['kind'],
    what: visit ? `${visit.serviceName} (${visit.variantName})` : '',
    start: visit?.startAt.toISOString() ?? '',
    amount: penceToPounds(fee.chargePence),
    status: payable(fee) ? 'due' : fee.status === 'paid' ? 'paid' : 'closed',
    testMoney: fee.testMoney,
  };
}

export const FEE_PAYMENT_UNAVAILABLE_MESSAGE = 'Online payment is not available right now. Please try again in a few minutes.';
export const FEE_NOT_DUE_MESSAGE = 'This fee has nothing left to pay.';
export const FEE_PAGE_OPENING_MESSAGE = 'Your payment page is being opened. Please wait a moment and try again.';

/** A page is reused while at least this much of its hour is left, so nobody lands on one about to close. */
const REUSE_MARGIN_MS = 10 * 60_000;
/** A claim to open a page not settled this long after (its process died) is taken over by the next click. */
const CLAIM_STALE_MS = 60_000;

/** The fee's open page, when it stays open long enough to pay on. */
const openPage = (fee: FeeRow, now: Date): string | undefined =>
  fee.paySessionUrl && fee.paySessionExpiresAt && fee.paySessionExpiresAt.getTime() - now.getTime() > REUSE_MARGIN_MS
    ? fee.paySessionUrl
    : undefined;

/**
 * `POST /api/fees/:token/pay`: the client's payment page for the fee at the provider (Stripe Checkout, or the offline
 * test page); they come back to their fee page. A page already open is reused: each page at Stripe is a session the
 * salon's account answers for, so a burst of clicks (rate-limited per address as booking is) opens one, whichever
 * process takes it (issue 39). Whichever page is paid first pays the fee; money for it arriving again is refunded
 * (settleFeePayment).
 */
export async function startFeePayment(db: Database, provider: PaymentProvider, token: string, now: Date): Promise<{ url: string }> {
  const fee = await feeOfLink(db, token);
  if (!payable(fee)) throw new AppError('FEE_NOT_DUE', FEE_NOT_DUE_MESSAGE, 409);
  const open = openPage(fee, now);
  if (open) return { url: open };
  const visit = await findAppointment(db, fee.visitId);
  if (!visit) throw linkNotFound();
  const claim = { now, reusableUntil: new Date(now.getTime() + REUSE_MARGIN_MS), staleBefore: new Date(now.getTime() - CLAIM_STALE_MS) };
  if (!(await claimFeeSession(db, fee.id, PAYABLE, claim))) {
    const again = await findFee(db, fee.id);
    const opened = again && openPage(again, now);
    if (opened) return { url: opened };
    throw new AppError('FEE_PAGE_OPENING', FEE_PAGE_OPENING_MESSAGE, 409);
  }
  const expiresAt = new Date(now.getTime() + FEE_SESSION_MINUTES * 60_000);
  let session;
  try {
    session = await provider.createSession({
      appointmentId: visit.id,
      amountPence: fee.chargePence,
      description: `${fee.kind === 'no_show' ? 'Missed appointment' : 'Late cancellation'} fee: ${visit.serviceName} (${visit.variantName})`,
      customerEmail: visit.clientEmail,
      holdExpiresAt: expiresAt,
      now,
      returnTo: { success: `/fee/${token}?session_id={CHECKOUT_SESSION_ID}`, cancel: `/fee/${token}` },
    });
  } catch (err) {
    await settleFeeSession(db, fee.id, null);
    throw Object.assign(new AppError('PAYMENT_UNAVAILABLE', FEE_PAYMENT_UNAVAILABLE_MESSAGE, 502), { cause: err });
  }
  await db.transaction(async (tx) => {
    await insertPayment(tx, {
      appointmentId: visit.id,
      provider: provider.name,
      sessionId: session.sessionId,
      amountPence: fee.chargePence,
      feeId: fee.id,
    });
    await settleFeeSession(tx, fee.id, { url: session.url, expiresAt });
  });
  return { url: session.url };
}

/**
 * A paid session for a fee (checkout's settlement, under the payment's row lock): the fee is paid, once (payFee).
 * Undefined for money for a fee already paid, waived or refunded: it is owed back (the settlement refunds it as it
 * does a late payment), and kept on the visit's first service until then, so the ledger shows it come in and go out.
 */
export async function placeFeePayment(
  tx: Transaction,
  payment: PaymentRow,
  paid: PaidSession,
  now: Date,
): Promise<{ owed?: never } | undefined> {
  const fee = payment.feeId ? await findFee(tx, payment.feeId) : undefined;
  if (fee && (await payFee(tx, fee, paid.providerPaymentId, [...PAYABLE, 'charging'], now))) return {};
  await addPartPayment(tx, payment.appointmentId, payment.amountPence, fee?.testMoney ?? false, now);
  return undefined;
}
