import { agreedFeePence, receptionMayCharge } from '../../../core/booking/agreed-terms.ts';
import { feePercent, feeToChargePence, type FeeKind } from '../../../core/booking/fee-policy.ts';
import type { Role } from '../../../core/access.ts';
import { FEE_OWNER_ONLY_MESSAGE } from '../../../core/schemas/fee.schema.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { CardCharge, PaymentProvider, SavedCard } from '../../payments/payment-provider.ts';
import { PaymentProviderError } from '../../payments/payment-provider.ts';
import type { AppointmentRow } from '../booking/bookings.repository.ts';
import { readWholeVisit } from '../booking/whole-visit.ts';
import type { BookingMail } from '../notifications/booking-mail.service.ts';
import { hashManageToken, newManageToken } from '../notifications/manage-token.ts';
import {
  addVisitPayment,
  addVisitRefund,
  claimFee,
  findClientCard,
  findFeeOfVisit,
  retakeStaleClaim,
  updateFeeIf,
  type ClientCardRow,
  type FeeRow,
  type FeeStatus,
} from './fees.repository.ts';
import { sendFeeRequest } from './fee-request.service.ts';

export interface FeeDeps {
  db: Database;
  provider: PaymentProvider;
  mail: BookingMail;
  clock: () => Date;
}

/** A claim left 'charging' this long is taken over by the next request (its process died, or the provider failed). */
const STALE_CLAIM_MS = 60_000;

/**
 * What a visit's fee would be now: none when the visit did not miss or cancel late, or its terms charge nothing. The
 * terms are the ones the client agreed to when booking, on the price they were told then (docs/decisions/0037).
 */
export interface FeeQuote {
  visit: AppointmentRow;
  kind: FeeKind;
  percent: number;
  /** the price the fee is a share of: the one told when booking, or a lower one set since */
  pricePence: number;
  feePence: number;
  /** what the salon already keeps for the visit (a deposit), counted towards the fee */
  keptPence: number;
  chargePence: number;
}

/** The kind of fee a visit in this state may be charged, if any: a no-show, or a cancellation late under its terms. */
export function feeKindOf(visit: AppointmentRow): FeeKind | undefined {
  if (visit.status === 'no_show') return 'no_show';
  const cancelled = visit.status.startsWith('cancelled_') && visit.status !== 'cancelled_expired';
  return cancelled && visit.cancelledLate ? 'late_cancellation' : undefined;
}

/** The fee on a visit (whole) under the terms it was booked with, or undefined when there is none to decide. */
export function quoteFee(visit: AppointmentRow): FeeQuote | undefined {
  const kind = feeKindOf(visit);
  if (!kind) return undefined;
  const price = { agreedPence: visit.agreedPricePence, currentPence: visit.pricePence };
  const feePence = agreedFeePence(visit.agreedTerms, kind, price);
  if (feePence === 0) return undefined;
  const keptPence = Math.max(0, visit.amountPaidPence - visit.refundedPence);
  return {
    visit,
    kind,
    percent: feePercent(visit.agreedTerms, kind),
    pricePence: Math.min(price.agreedPence, price.currentPence),
    feePence,
    keptPence,
    chargePence: feeToChargePence(feePence, keptPence),
  };
}

/** Whether only the owner may charge this visit's fee: staff booked it, or set its price, once its time had come. */
export const chargeIsOwners = (visit: AppointmentRow): boolean =>
  !receptionMayCharge({
    start: visit.startAt,
    createdAt: visit.createdAt,
    bookedByStaff: visit.bookedByStaffId !== null,
    pricedAt: visit.pricedAt,
  });

/** The card a fee can be charged to: the client's, saved with the provider this process uses. */
export function chargeableCard(client: ClientCardRow | undefined, provider: PaymentProvider): SavedCard | undefined {
  if (!client?.cardPaymentMethodId || client.cardProvider !== provider.name) return undefined;
  return {
    customerId: client.cardCustomerId,
    paymentMethodId: client.cardPaymentMethodId,
    brand: client.cardBrand ?? '',
    last4: client.cardLast4 ?? '',
  };
}

/** The visit `id` is part of, whole, with the fee it has (if any) and the fee it would have now. */
export async function visitFeeState(db: Database, id: string) {
  const visit = await readWholeVisit(db, id);
  if (!visit) throw AppError.notFound('Appointment');
  const [fee, client] = await Promise.all([
    findFeeOfVisit(db, visit.whole.visitId),
    visit.whole.clientId ? findClientCard(db, visit.whole.clientId) : undefined,
  ]);
  return { visit: visit.whole, fee, quote: quoteFee(visit.whole), client, ownerOnly: chargeIsOwners(visit.whole) };
}
export type FeeState = Awaited<ReturnType<typeof visitFeeState>>;

/** Reads the visit's fee state, decides, and answers the state with the fee as it then stands (what staff see). */
async function deciding(db: Database, id: string, decide: (state: FeeState) => Promise<FeeRow>): Promise<FeeState> {
  const state = await visitFeeState(db, id);
  return { ...state, fee: await decide(state) };
}

export const NO_PROVIDER_FEE_MESSAGE =
  'Fees can only be charged when online payments are set up: take it at the till instead, or add your Stripe keys.';
export const NO_FEE_MESSAGE = 'This visit has no fee to charge: only a no-show or a cancellation inside the cancellation window has one.';
export const FEE_COVERED_MESSAGE = 'What the client has already paid covers the fee: there is nothing more to charge.';

/** Who asks for a fee: the member of staff (null: the client's own late cancellation) and their role. */
export interface FeeDecider {
  staffId: string | null;
  role: Role | null;
}

/**
 * Charges the visit's fee, once: the first request claims it (the unique visit), and every other one, on any process,
 * answers the fee as it stands. The fee is the agreed terms' share of the price the client was told (quoteFee); a
 * visit staff booked or repriced after its time is the owner's to charge (issue 39). The saved card is charged
 * off-session with the fee's id as the idempotency key, so a retry after a crash or a provider error can never charge
 * twice. Where the bank asks for the client's authentication, the card is declined, or there is no card, the client is
 * e-mailed a link to pay it themselves.
 */
export async function chargeFee(deps: FeeDeps, id: string, by: FeeDecider): Promise<FeeState> {
  const now = deps.clock();
  const decidedBy = by.staffId;
  if (deps.provider.name === 'none') throw new AppError('NO_ONLINE_PAYMENT', NO_PROVIDER_FEE_MESSAGE, 409);
  return deciding(deps.db, id, async ({ visit, fee, quote, client, ownerOnly }) => {
    if (!fee && by.role !== null && by.role !== 'owner' && ownerOnly) throw new AppError('FEE_OWNER_ONLY', FEE_OWNER_ONLY_MESSAGE, 403);
    const claimed = await claim(deps, fee, quote, decidedBy, now);
    if (!claimed) return fee ?? (await findFeeOfVisit(deps.db, visit.visitId))!;
    return collect(deps, claimed, visit, chargeableCard(client, deps.provider), now);
  });
}

async function claim(
  deps: FeeDeps,
  fee: FeeRow | undefined,
  quote: FeeQuote | undefined,
  decidedBy: string | null,
  now: Date,
): Promise<FeeRow | undefined> {
  if (fee) return fee.status === 'charging' ? retakeStaleClaim(deps.db, fee.id, new Date(now.getTime() - STALE_CLAIM_MS), now) : undefined;
  if (!quote) throw new AppError('NO_FEE', NO_FEE_MESSAGE, 409);
  if (quote.chargePence === 0) throw new AppError('FEE_COVERED', FEE_COVERED_MESSAGE, 409);
  return claimFee(deps.db, { ...decided(deps, quote, decidedBy, now), status: 'charging' });
}

/** A fee as the policy gives it for the visit, decided now by `decidedBy`. */
function decided(deps: FeeDeps, quote: FeeQuote, decidedBy: string | null, now: Date) {
  const { visit } = quote;
  return {
    visitId: visit.visitId,
    clientId: visit.clientId,
    kind: quote.kind,
    percent: quote.percent,
    pricePence: quote.pricePence,
    feePence: quote.feePence,
    keptPence: quote.keptPence,
    chargePence: quote.chargePence,
    provider: deps.provider.name,
    decidedBy,
    testMoney: deps.provider.testMoney,
    createdAt: now,
    updatedAt: now,
  };
}

export const FEE_PROVIDER_MESSAGE = 'The card could not be charged right now. Please try again in a minute.';

/** Asks the provider for a claimed fee's money, and records what it said. */
async function collect(deps: FeeDeps, fee: FeeRow, visit: AppointmentRow, card: SavedCard | undefined, now: Date): Promise<FeeRow> {
  if (!card) return request(deps, fee, visit, 'no_card', '', now);
  let charge: CardCharge;
  try {
    charge = await deps.provider.chargeCard({
      card,
      amountPence: fee.chargePence,
      description: `${fee.kind === 'no_show' ? 'No-show' : 'Late cancellation'} fee: ${visit.serviceName}`,
      idempotencyKey: `fee-${fee.id}`,
      metadata: { feeId: fee.id, visitId: fee.visitId },
    });
  } catch (err) {
    // Left 'charging' and stale at once: the next click asks again, with the same key.
    await updateFeeIf(deps.db, fee.id, ['charging'], { updatedAt: new Date(0) });
    if (err instanceof PaymentProviderError) throw Object.assign(new AppError('FEE_PROVIDER', FEE_PROVIDER_MESSAGE, 502), { cause: err });
    throw err;
  }
  if (charge.outcome === 'succeeded') {
    const { providerPaymentId } = charge;
    return deps.db.transaction(
      async (tx) => (await payFee(tx, fee, providerPaymentId, ['charging'], now)) ?? (await findFeeOfVisit(tx, fee.visitId))!,
    );
  }
  return request(deps, fee, visit, charge.outcome === 'requires_action' ? 'authenticate' : 'declined', charge.message, now);
}

/**
 * The fee's money arrived (the card, or the client's own payment through their link), in the caller's transaction:
 * the fee is paid and the visit's money rises with its ledger entries, once. Undefined, with nothing changed, when
 * the fee has moved on from `from`.
 */
export async function payFee(
  tx: Database,
  fee: FeeRow,
  providerPaymentId: string,
  from: readonly FeeStatus[],
  now: Date,
): Promise<FeeRow | undefined> {
  const paid = await updateFeeIf(tx, fee.id, from, { status: 'paid', providerPaymentId, paidAt: now, failure: '', updatedAt: now });
  if (paid) await addVisitPayment(tx, fee.visitId, fee.chargePence, fee.testMoney, now);
  return paid;
}

/** The client is asked to pay it themselves: a link by e-mail, and the fee shown as requested (or failed). */
async function request(
  deps: FeeDeps,
  fee: FeeRow,
  visit: AppointmentRow,
  why: 'authenticate' | 'declined' | 'no_card',
  failure: string,
  now: Date,
): Promise<FeeRow> {
  // The e-mail goes only with the change it reports: a request whose claim another took over sends none.
  const token = newManageToken();
  const status = why === 'declined' ? 'failed' : 'requested';
  const updated = await deps.db.transaction(async (tx) => {
    const moved = await updateFeeIf(tx, fee.id, ['charging'], { status, failure, payTokenHash: hashManageToken(token), updatedAt: now });
    if (moved) await sendFeeRequest(tx, deps.mail, { fee: moved, visit, why, token, now });
    return moved;
  });
  deps.mail.afterCommit();
  return updated ?? (await findFeeOfVisit(deps.db, fee.visitId))!;
}

export const WAIVE_REASON_MESSAGE = 'Please say why the fee is waived.';
export const FEE_DECIDED_MESSAGE = 'This fee has already been charged: refund it instead.';

/** Waives the visit's fee, with the reason staff give: decided once, like a charge; a fee asked for can still be waived. */
export async function waiveFee(deps: FeeDeps, id: string, reason: string, decidedBy: string | null): Promise<FeeState> {
  const why = reason.trim();
  if (!why) throw AppError.badRequest(WAIVE_REASON_MESSAGE);
  return deciding(deps.db, id, (state) => waive(deps, state, why, decidedBy, deps.clock()));
}

async function waive(deps: FeeDeps, { fee, quote }: FeeState, why: string, decidedBy: string | null, now: Date): Promise<FeeRow> {
  if (!fee) {
    if (!quote) throw new AppError('NO_FEE', NO_FEE_MESSAGE, 409);
    const waived = await claimFee(deps.db, { ...decided(deps, quote, decidedBy, now), status: 'waived', waiveReason: why });
    // Another request decided it first: waive that one, if it still can be.
    return waived ?? waive(deps, await visitFeeState(deps.db, quote.visit.id), why, decidedBy, now);
  }
  if (fee.status === 'waived') return fee;
  const waived = await updateFeeIf(deps.db, fee.id, ['requested', 'failed'], {
    status: 'waived',
    waiveReason: why,
    decidedBy,
    updatedAt: now,
  });
  if (waived) return waived;
  throw new AppError('FEE_DECIDED', FEE_DECIDED_MESSAGE, 409);
}

export const FEE_NOT_PAID_MESSAGE = 'Only a fee that was paid can be refunded.';

/**
 * Gives a paid fee back: the provider's refund first (its key is the fee's, so two clicks refund once), then recorded
 * under the status guard, with the visit's ledger refund entries.
 */
export async function refundFee(deps: FeeDeps, id: string): Promise<FeeState> {
  return deciding(deps.db, id, ({ fee }) => refund(deps, fee, deps.clock()));
}

async function refund(deps: FeeDeps, fee: FeeRow | undefined, now: Date): Promise<FeeRow> {
  if (fee?.status === 'refunded') return fee;
  if (fee?.status !== 'paid' || !fee.providerPaymentId) throw new AppError('FEE_NOT_PAID', FEE_NOT_PAID_MESSAGE, 409);
  let refundId: string;
  try {
    ({ refundId } = await deps.provider.refund({
      providerPaymentId: fee.providerPaymentId,
      amountPence: fee.chargePence,
      idempotencyKey: `fee-refund-${fee.id}`,
    }));
  } catch (err) {
    if (err instanceof PaymentProviderError)
      throw Object.assign(new AppError('REFUND_FAILED', 'The refund could not be issued. Please try again.', 502), { cause: err });
    throw err;
  }
  return deps.db.transaction(async (tx) => {
    const refunded = await updateFeeIf(tx, fee.id, ['paid'], {
      status: 'refunded',
      refundId,
      refundedPence: fee.chargePence,
      updatedAt: now,
    });
    if (!refunded) return (await findFeeOfVisit(tx, fee.visitId))!;
    await addVisitRefund(tx, fee.visitId, fee.chargePence, now);
    return refunded;
  });
}
