import { amountDuePence, holdExpiry } from '../../../core/booking/payment-amount.ts';
import type { AppointmentStatus, CreateBooking } from '../../../core/schemas/appointment.schema.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';
import { findAppointment, type AppointmentRow } from '../appointments/appointments.repository.ts';
import { createBooking } from '../appointments/appointments.service.ts';
import { holdClientOf } from '../appointments/unpaid-holds.service.ts';
import type { BookingMail } from '../notifications/booking-mail.service.ts';
import { loadSalon } from '../salon/salon.service.ts';
import { findPaymentBySession, insertPayment } from './checkout.repository.ts';
import { releaseHold } from './hold-release.service.ts';
import { settlePaidSession } from './payment-settlement.service.ts';

export const PROVIDER_UNAVAILABLE_MESSAGE = 'Online payment is not available right now. Please try again, or choose Pay at salon.';
export const NO_ONLINE_PAYMENT_MESSAGE = 'This salon does not take payment online. Please choose Pay at salon.';

/**
 * Spec §4 'Checkout' for pay_now and deposit: book the slot as `reserved_unpaid` with a hold (the same
 * booking rules as paying at the salon), then open the provider's session for the full price or the deposit.
 * If the provider fails, the hold is released at once and the customer may try again.
 */
export async function startCheckout(
  db: Database,
  provider: PaymentProvider,
  booking: CreateBooking,
  { now, clientAddress }: { now: Date; clientAddress: string },
): Promise<{ url: string }> {
  if (booking.mode === 'pay_in_salon') {
    throw AppError.badRequest('Paying at the salon needs no payment: book it with POST /api/appointments.');
  }
  // A live salon with no provider: nothing is held, and nothing can later be marked paid (docs/decisions/0019).
  if (provider.name === 'none') throw new AppError('NO_ONLINE_PAYMENT', NO_ONLINE_PAYMENT_MESSAGE, 400);
  const { settings } = await loadSalon(db);
  const holdExpiresAt = holdExpiry(now, settings.holdMinutes);
  const hold = { client: holdClientOf(booking.client, clientAddress), max: settings.maxUnpaidHoldsPerClient };
  const appointment = await createBooking(db, booking, now, { status: 'reserved_unpaid', holdExpiresAt, hold });
  const amountPence = amountDuePence(booking.mode, appointment.pricePence, settings.depositPercent);
  if (amountPence === 0) {
    await releaseHold(db, appointment.id, now);
    throw AppError.badRequest('There is nothing to pay online for this service: please choose Pay at salon.');
  }
  let session;
  try {
    session = await provider.createSession({
      appointmentId: appointment.id,
      amountPence,
      description: describePayment(appointment, booking.mode === 'deposit'),
      customerEmail: appointment.clientEmail,
      holdExpiresAt,
      now,
    });
  } catch (err) {
    await releaseHold(db, appointment.id, now);
    throw Object.assign(new AppError('PAYMENT_UNAVAILABLE', PROVIDER_UNAVAILABLE_MESSAGE, 502), { cause: err });
  }
  await insertPayment(db, { appointmentId: appointment.id, provider: provider.name, sessionId: session.sessionId, amountPence });
  return { url: session.url };
}

function describePayment(appointment: AppointmentRow, deposit: boolean): string {
  const what = `${appointment.serviceName} — ${appointment.variantName} with ${appointment.beauticianName}`;
  return deposit ? `Deposit: ${what}` : what;
}

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
  if (!payment) throw AppError.notFound('Checkout session');
  if (payment.status === 'open' || payment.status === 'expired') {
    const paid = await provider.findPaidSession(sessionId);
    if (paid) await settlePaidSession(db, provider, paid, now, mail);
  }
  const appointment = await findAppointment(db, payment.appointmentId);
  if (!appointment) throw AppError.notFound('Appointment');
  return { appointmentId: appointment.id, status: appointment.status as AppointmentStatus };
}
