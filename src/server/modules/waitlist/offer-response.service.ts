import { penceToPounds, sumPence } from '../../../core/money.ts';
import {
  WAITLIST_MESSAGES,
  type AcceptOffer,
  type WaitlistOfferPublic,
  type WaitlistOfferStatus,
} from '../../../core/schemas/waitlist.schema.ts';
import { AppError } from '../../errors.ts';
import { visitPartsOf, type AppointmentRow } from '../booking/bookings.repository.ts';
import { startCheckout, type CheckoutSession } from '../checkout/checkout.service.ts';
import { releaseHoldNow } from '../checkout/checkout.repository.ts';
import { hashManageToken } from '../notifications/manage-token.ts';
import { loadSalon } from '../catalog/salon.service.ts';
import { settleWaitlist, type WaitlistDeps } from './settle.service.ts';
import { findEntry } from './waitlist.repository.ts';
import { endOffer, findOfferByToken, holdForPayment, type OfferRow } from './waitlist-offers.repository.ts';

// A client's answers to an offer of a time (issue 28, docs/decisions/0036): seen, taken up through the normal checkout
// on the held time, or turned down so the next client gets it at once. Their place itself is place.service.ts's.

export const DECLINED_REASON = 'Turned down a waitlist offer';

const offerNotFound = () => new AppError('NOT_FOUND', 'This offer link is not valid.', 404);

/** The offer as it stands now: an open offer whose hold has ended is settled (accepted or lapsed) first. */
async function currentOffer(deps: WaitlistDeps, token: string, now: Date): Promise<OfferRow> {
  const { db } = deps;
  const tokenHash = hashManageToken(token);
  const offer = await findOfferByToken(db, tokenHash);
  if (!offer) throw offerNotFound();
  if (offer.status !== 'open' || offer.expiresAt > now) return offer;
  await settleWaitlist(deps, now);
  return (await findOfferByToken(db, tokenHash))!;
}

/** `GET /api/offers/:token`: the offered time, until when it is held, and its status. */
export async function viewOffer(deps: WaitlistDeps, token: string, now: Date): Promise<WaitlistOfferPublic> {
  const { db } = deps;
  const offer = await currentOffer(deps, token, now);
  const entry = (await findEntry(db, offer.entryId))!;
  const visit = offer.appointmentId ? await visitPartsOf(db, offer.appointmentId) : [];
  // An open offer whose hold is live, or one taken up: its status is the offer's own; else it has ended.
  const status: WaitlistOfferStatus =
    offer.status === 'open' && !holdLive(visit[0], now) ? 'lapsed' : (offer.status as WaitlistOfferStatus);
  const first = visit[0];
  return {
    status,
    startISO: offer.startAt.toISOString(),
    endISO: (visit.at(-1)?.endAt ?? offer.startAt).toISOString(),
    expiresAtISO: offer.expiresAt.toISOString(),
    services: visit.map((p) => ({
      serviceName: p.serviceName,
      variantName: p.variantName,
      beauticianName: p.beauticianName,
      startISO: p.startAt.toISOString(),
      endISO: p.endAt.toISOString(),
    })),
    price: penceToPounds(sumPence(visit.map((p) => p.pricePence))),
    client: { name: entry.clientName },
    appointmentId: status === 'accepted' && first ? first.id : null,
  };
}

const isBooked = (row: AppointmentRow): boolean => row.status === 'confirmed' || row.status === 'completed';
const bookedUrl = (appointmentId: string) => `/success?appointmentId=${encodeURIComponent(appointmentId)}`;

const holdLive = (row: AppointmentRow | undefined, now: Date): boolean =>
  row !== undefined && row.status === 'reserved_unpaid' && row.holdExpiresAt !== null && row.holdExpiresAt > now;

function refusal(status: string): AppError {
  if (status === 'declined') return AppError.conflict('OFFER_DECLINED', WAITLIST_MESSAGES.offerDeclined);
  return AppError.conflict('OFFER_ENDED', WAITLIST_MESSAGES.offerEnded);
}

/**
 * `POST /api/offers/:token/accept`: the normal checkout on the held time, with the deposit and card rules that apply
 * (checkout.service.ts startCheckout): the offer's hold carries the offer's request id, so checkout takes it up as the
 * customer's own hold. Paying at the salon with no card asked for, it is booked at once; else the provider's page
 * follows, and the hold waits for the payment until the offer's time is up. Refused with a clear message once the offer
 * has ended; sent again (a double click, 100 at once), it answers with the same booking.
 */
export async function acceptOffer(
  deps: WaitlistDeps,
  token: string,
  body: AcceptOffer,
  { now, clientAddress }: { now: Date; clientAddress: string },
): Promise<CheckoutSession> {
  const { db, provider, mail } = deps;
  const offer = await currentOffer(deps, token, now);
  if (offer.status !== 'open' && offer.status !== 'accepted') throw refusal(offer.status);
  const visit = offer.appointmentId ? await visitPartsOf(db, offer.appointmentId) : [];
  const first = visit[0];
  if (!first) throw refusal('lapsed');
  // Taken up already (a second click, another tab): its booking is the answer while it stands; one cancelled since is over.
  if (isBooked(first)) return { url: bookedUrl(first.id), appointmentId: first.id };
  if (offer.status === 'accepted' || !holdLive(first, now)) throw refusal('lapsed');
  // Paying online or saving a card takes the provider's page: the hold lasts at least a payment hold from now.
  if (body.mode !== 'pay_in_salon') {
    const { settings } = await loadSalon(db);
    await holdForPayment(
      db,
      { offerId: offer.id, visitId: first.id },
      { now, until: new Date(now.getTime() + settings.holdMinutes * 60_000) },
    );
  }
  const entry = (await findEntry(db, offer.entryId))!;
  const [head, ...also] = visit.map((p) => ({
    serviceId: p.serviceId!,
    variantName: p.variantName,
    beauticianId: p.beauticianId,
    any: false,
  }));
  const session = await startCheckout(
    db,
    provider,
    {
      ...head!,
      startISO: first.startAt.toISOString(),
      client: { name: entry.clientName, email: entry.clientEmail, phone: entry.clientPhone, notes: '' },
      mode: body.mode,
      requestId: offer.requestId,
      marketingConsent: body.marketingConsent,
      keepCard: body.keepCard,
      also,
    },
    { now, clientAddress, mail, ownHoldOnly: refusal('lapsed') },
  );
  // Booked at once (paying at the salon): the offer is taken up and the entry booked now; a payment settles them later.
  await settleWaitlist(deps, now);
  return session;
}

/**
 * `POST /api/offers/:token/decline`: the client cannot come. The hold is released and the offer ends in one
 * transaction, so the time is free for the next client at once (the refill after the request offers it). Sent again, it
 * answers the same. An offer already taken up is not turned down here: the booking's own link cancels it.
 */
export async function declineOffer(deps: WaitlistDeps, token: string, now: Date): Promise<{ status: WaitlistOfferStatus }> {
  const { db } = deps;
  const offer = await currentOffer(deps, token, now);
  if (offer.status === 'declined') return { status: 'declined' };
  if (offer.status === 'accepted') throw AppError.conflict('OFFER_TAKEN', WAITLIST_MESSAGES.offerTaken);
  if (offer.status !== 'open') throw refusal(offer.status);
  // Ended only with its hold let go: a hold confirmed meanwhile (the client accepted in another tab) stays a booking.
  const declined = await db.transaction(async (tx) => {
    if (!offer.appointmentId || !(await releaseHoldNow(tx, offer.appointmentId, now, DECLINED_REASON))) return false;
    return endOffer(tx, offer.id, 'declined', now);
  });
  if (!declined) {
    await settleWaitlist(deps, now);
    const settled = await currentOffer(deps, token, now);
    if (settled.status === 'accepted') throw AppError.conflict('OFFER_TAKEN', WAITLIST_MESSAGES.offerTaken);
    if (settled.status !== 'declined') throw refusal(settled.status === 'open' ? 'lapsed' : settled.status);
  }
  return { status: 'declined' };
}
