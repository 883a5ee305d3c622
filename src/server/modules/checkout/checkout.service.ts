import { amountDuePence, holdExpiry } from '../../../core/booking/payment-amount.ts';
import type { AppointmentStatus, CreateBooking } from '../../../core/schemas/appointment.schema.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';
import { findAppointment, visitPartsOf, type AppointmentRow } from '../booking/bookings.repository.ts';
import { sumPence } from '../../../core/money.ts';
import { bookConfirmed } from '../booking/book-at-salon.service.ts';
import { cardTermsOf, type PolicyConsent } from '../booking/card-requirement.ts';
import { createBooking, isSlotTaken } from '../booking/create-booking.ts';
import { findCardSetup, insertCardSetup } from '../fees/saved-cards.repository.ts';
import { settleCardSetup } from './card-setup-settlement.service.ts';
import { retakeHold } from '../booking/repeat-requests.repository.ts';
import { earlierRequest, ownBookingAfterRace } from '../booking/repeat-requests.service.ts';
import { holdClientOf } from '../booking/unpaid-holds.service.ts';
import { recordMarketingConsent } from '../client-data/marketing-consent.repository.ts';
import type { BookingMail } from '../notifications/booking-mail.service.ts';
import type { SalonSettingsRow } from '../catalog/salon.repository.ts';
import { loadSalon } from '../catalog/salon.service.ts';
import { findPaymentBySession, insertPayment } from './checkout.repository.ts';
import { describePayment } from './payment-description.ts';
import { closeOpenSessions, releaseHold } from './hold-release.service.ts';
import { settlePaidSession } from './payment-settlement.service.ts';

export const PROVIDER_UNAVAILABLE_MESSAGE = 'Online payment is not available right now. Please try again, or choose Pay at salon.';
export interface CheckoutSession {
  /** where the browser goes to pay */
  url: string;
  /** the booking it holds: the browser keeps it, and '/cancel' lets it go */
  appointmentId: string;
}

export const NO_ONLINE_PAYMENT_MESSAGE = 'This salon does not take payment online. Please choose Pay at salon.';

/**
 * Spec §4 'Checkout': pay_now and deposit book the slot as `reserved_unpaid` with a hold (the same booking rules as
 * paying at the salon), then open the provider's session for the full price or the deposit. Where the salon's no-show
 * policy asks this customer for a card (issue 26), paying at the salon comes here too: the hold waits for the card to
 * be saved on the provider's page (a setup session), and paying online keeps the card it pays with; with no card
 * asked for, paying at the salon is booked at once, as `POST /api/appointments` books it.
 * A customer coming back with the same requestId takes up their own live hold again (a new session; the old
 * one is closed), or is sent to '/success' if it is already paid (docs/decisions/0023). If the provider fails,
 * the hold is released at once and the customer may try again.
 */
export async function startCheckout(
  db: Database,
  provider: PaymentProvider,
  booking: CreateBooking,
  {
    now,
    clientAddress,
    mail,
    ownHoldOnly,
  }: {
    now: Date;
    clientAddress: string;
    mail: BookingMail;
    /** a waitlist offer taken up: only the request's own live hold may be booked, else this is thrown */
    ownHoldOnly?: AppError;
  },
): Promise<CheckoutSession> {
  const terms = await cardTermsOf(
    db,
    booking,
    provider.name === 'none' ? undefined : { provider: provider.name, testMoney: provider.testMoney },
  );
  const cardRequired = await terms.required();
  if (booking.mode === 'pay_in_salon' && !cardRequired) {
    // A card saved before is the one the terms keep (issue 40): the client is not sent to save another.
    const booked = await bookConfirmed(db, booking, now, { mail, consent: terms.consent(await terms.cardOnFile()), ownHoldOnly });
    return { url: successUrl(booked.id), appointmentId: booked.id };
  }
  // A live salon with no provider: nothing is held, and nothing can later be marked paid (docs/decisions/0019).
  if (provider.name === 'none') throw new AppError('NO_ONLINE_PAYMENT', NO_ONLINE_PAYMENT_MESSAGE, 400);
  const keepCard = cardRequired || booking.keepCard;
  const { settings } = await loadSalon(db);
  const earlier = await earlierRequest(db, booking, now);
  if (earlier.kind === 'booked') return { url: successUrl(earlier.row.id), appointmentId: earlier.row.id };
  const consent = terms.consent(keepCard);
  const retaken = earlier.kind === 'holding' ? await retakeOwnHold(db, provider, earlier.row.id, booking, { now, consent }) : undefined;
  if (!retaken && ownHoldOnly) throw ownHoldOnly;
  const appointment = retaken ?? (await holdSlot(db, provider, booking, settings, { now, clientAddress, consent }));
  if (booking.mode === 'pay_in_salon') return openCardSetup(db, provider, appointment, now);
  return openSession(db, provider, appointment, { mode: booking.mode, keepCard }, settings.depositPercent, now);
}

async function holdSlot(
  db: Database,
  provider: PaymentProvider,
  booking: CreateBooking,
  settings: SalonSettingsRow,
  { now, clientAddress, consent }: { now: Date; clientAddress: string; consent: PolicyConsent | undefined },
): Promise<AppointmentRow> {
  const holdExpiresAt = holdExpiry(now, settings.holdMinutes);
  const hold = { client: holdClientOf(booking.client, clientAddress), max: settings.maxUnpaidHoldsPerClient };
  try {
    return await createBooking(db, booking, now, { status: 'reserved_unpaid', holdExpiresAt, hold, consent });
  } catch (err) {
    // The same checkout sent twice at once: the hold that won is this customer's own.
    const raced = isSlotTaken(err) ? await ownBookingAfterRace(db, booking, now) : undefined;
    const own = raced?.kind === 'holding' ? await retakeOwnHold(db, provider, raced.row.id, booking, { now, consent }) : undefined;
    if (own) return own;
    throw err;
  }
}

/** The customer's own live hold, with the way they now pay and their details; its earlier sessions are closed. */
async function retakeOwnHold(
  db: Database,
  provider: PaymentProvider,
  id: string,
  booking: CreateBooking,
  { now, consent }: { now: Date; consent: PolicyConsent | undefined },
) {
  const row = await db.transaction(async (tx) => {
    const retaken = await retakeHold(tx, id, { paymentMode: booking.mode, client: booking.client, now, confirm: false, consent });
    if (retaken && booking.marketingConsent) await recordMarketingConsent(tx, id, now);
    return retaken;
  });
  if (row) await closeOpenSessions(db, provider, row.id, now);
  return row;
}

/** Opens the provider's session for what `mode` charges now, for a hold that lives until its `holdExpiresAt`. */
async function openSession(
  db: Database,
  provider: PaymentProvider,
  appointment: AppointmentRow,
  { mode, keepCard }: { mode: CreateBooking['mode']; keepCard: boolean },
  depositPercent: number,
  now: Date,
): Promise<CheckoutSession> {
  // A visit of several services is paid as one: its total price, and one deposit on it (docs/decisions/0032).
  const parts = await visitPartsOf(db, appointment.id);
  const amountPence = amountDuePence(mode, sumPence(parts.map((p) => p.pricePence)), depositPercent);
  if (amountPence === 0) {
    await releaseHold(db, appointment.id, now);
    throw AppError.badRequest('There is nothing to pay online for this service: please choose Pay at salon.');
  }
  const session = await orReleaseHold(db, appointment, now, () =>
    provider.createSession({
      appointmentId: appointment.id,
      amountPence,
      description: describePayment(parts, mode === 'deposit'),
      customerEmail: appointment.clientEmail,
      holdExpiresAt: appointment.holdExpiresAt!,
      now,
      keepCard,
    }),
  );
  await insertPayment(db, { appointmentId: appointment.id, provider: provider.name, sessionId: session.sessionId, amountPence });
  if (keepCard)
    await insertCardSetup(db, { sessionId: session.sessionId, appointmentId: appointment.id, provider: provider.name, mode: 'payment' });
  return { url: session.url, appointmentId: appointment.id };
}

/** Opens the provider's page that saves a card and charges nothing: the hold is confirmed once it is saved (issue 26). */
async function openCardSetup(db: Database, provider: PaymentProvider, appointment: AppointmentRow, now: Date): Promise<CheckoutSession> {
  const parts = await visitPartsOf(db, appointment.id);
  const session = await orReleaseHold(db, appointment, now, () =>
    provider.createCardSetup({
      appointmentId: appointment.id,
      description: `Card kept for your booking: ${describePayment(parts, false)}`,
      customerEmail: appointment.clientEmail,
      customerName: appointment.clientName,
      holdExpiresAt: appointment.holdExpiresAt!,
      now,
    }),
  );
  await insertCardSetup(db, { sessionId: session.sessionId, appointmentId: appointment.id, provider: provider.name, mode: 'setup' });
  return { url: session.url, appointmentId: appointment.id };
}

/** Asks the provider; if it fails, the hold is released at once, so the customer may try again. */
async function orReleaseHold<T>(db: Database, appointment: AppointmentRow, now: Date, ask: () => Promise<T>): Promise<T> {
  try {
    return await ask();
  } catch (err) {
    await releaseHold(db, appointment.id, now);
    throw Object.assign(new AppError('PAYMENT_UNAVAILABLE', PROVIDER_UNAVAILABLE_MESSAGE, 502), { cause: err });
  }
}

const successUrl = (appointmentId: string) => `/success?appointmentId=${encodeURIComponent(appointmentId)}`;

export interface ConfirmResult {
  appointmentId: string;
  status: AppointmentStatus;
}

/**
 * `GET /api/checkout/confirm` (spec §7): the return page's nudge. Asks the provider whether the session is
 * paid and, if so, settles it through the webhook's path; repeating it, or racing the webhook, settles once.
 */
export async function confirmCheckout(
  db: Database,
  provider: PaymentProvider,
  sessionId: string,
  now: Date,
  mail: BookingMail,
): Promise<ConfirmResult> {
  const payment = await findPaymentBySession(db, sessionId);
  if (!payment) return confirmCardSetup(db, provider, sessionId, now, mail);
  if (payment.status === 'open' || payment.status === 'expired') {
    const paid = await provider.findPaidSession(sessionId);
    if (paid) await settlePaidSession(db, provider, paid, now, mail);
  }
  const appointment = await findAppointment(db, payment.appointmentId);
  if (!appointment) throw AppError.notFound('Appointment');
  return { appointmentId: appointment.id, status: appointment.status as AppointmentStatus };
}

/** The return page's nudge after a setup session: settled as the webhook would settle it, once. */
async function confirmCardSetup(db: Database, provider: PaymentProvider, sessionId: string, now: Date, mail: BookingMail) {
  const setup = await findCardSetup(db, sessionId);
  if (!setup) throw AppError.notFound('Checkout session');
  if (setup.status === 'open') await settleCardSetup(db, provider, sessionId, { card: undefined, now, mail });
  const appointment = await findAppointment(db, setup.appointmentId);
  if (!appointment) throw AppError.notFound('Appointment');
  return { appointmentId: appointment.id, status: appointment.status as AppointmentStatus };
}
