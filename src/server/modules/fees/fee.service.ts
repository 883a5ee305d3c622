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
  claimFee,
  findClientCard,
  findFeeOfVisit,
  reclaimDeclined,
  retakeStaleClaim,
  updateFeeIf,
  type FeeRow,
  type FeeStatus,
} from './fees.repository.ts';
import { sendFeeRequest } from './fee-request.service.ts';
import { chargeableCard, chargeIsOwners, quoteFee, type FeeQuote } from './fee-quote.ts';

export interface FeeDeps {
  db: Database;
  provider: PaymentProvider;
  mail: BookingMail;
  clock: () => Date;
}

/** A claim left 'charging' this long is taken over by the next request (its process died, or the provider failed). */
const STALE_CLAIM_MS = 60_000;

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
export async function deciding(db: Database, id: string, decide: (state: FeeState) => Promise<FeeRow>): Promise<FeeState> {
  const state = await visitFeeState(db, id);
  return { ...state, fee: await decide(state) };
}

export const NO_PROVIDER_FEE_MESSAGE =
  'Fees can only be charged when online payments are set up: take it at the till instead, or add your Stripe keys.';
export const NO_FEE_MESSAGE = 'This visit has no fee to charge: only a no-show or a cancellation inside the cancellation window has one.';
export const FEE_BEING_PAID_MESSAGE =
  'The client has opened the link to pay this fee themselves. Try the card again once their payment page has closed (up to 70 minutes).';
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
    const undecided = !fee || fee.status === 'failed';
    if (undecided && by.role !== null && by.role !== 'owner' && ownerOnly)
      throw new AppError('FEE_OWNER_ONLY', FEE_OWNER_ONLY_MESSAGE, 403);
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
  // A declined card is tried again (issue 40), perhaps one the client has saved since, under a key of its own.
  if (fee?.status === 'failed') {
    const reclaimed = await reclaimDeclined(deps.db, fee.id, decidedBy, now);
    // Still declined, so not taken by another click: the client's own payment page is open.
    if (!reclaimed && (await findFeeOfVisit(deps.db, fee.visitId))?.status === 'failed')
      throw new AppError('FEE_BEING_PAID', FEE_BEING_PAID_MESSAGE, 409);
    return reclaimed;
  }
  if (fee) return fee.status === 'charging' ? retakeStaleClaim(deps.db, fee.id, new Date(now.getTime() - STALE_CLAIM_MS), now) : undefined;
  if (!quote) throw new AppError('NO_FEE', NO_FEE_MESSAGE, 409);
  if (quote.chargePence === 0) throw new AppError('FEE_COVERED', FEE_COVERED_MESSAGE, 409);
  return claimFee(deps.db, { ...decided(deps, quote, decidedBy, now), status: 'charging' });
}

/**
 * The provider's idempotency key of a fee's charge: the first try's, then one per retry of a declined card (the
 * provider answers a key it has seen with its first answer: the decline).
 */
export const feeChargeKey = (fee: FeeRow) => (fee.chargeRetries === 0 ? `fee-${fee.id}` : `fee-${fee.id}-${fee.chargeRetries}`);

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
      idempotencyKey: feeChargeKey(fee),
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
