import { amountDuePence } from '../../../core/booking/payment-amount.ts';
import { cancellationOutcome } from '../../../core/booking/cancellation-policy.ts';
import { changeWindowOf, freeChangeHours, movableUntil } from '../../../core/booking/client-move.ts';
import { penceToPounds } from '../../../core/money.ts';
import type { AppointmentStatus, PaymentMode } from '../../../core/schemas/appointment.schema.ts';
import type { ManageCancelPreview, ManageCancelResponse, ManagedBooking } from '../../../core/schemas/notifications.schema.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { AppointmentRow } from '../booking/bookings.repository.ts';
import { publicService } from '../booking/public-appointment.service.ts';
import { readWholeVisit } from '../booking/whole-visit.ts';
import { refundAndCancel } from '../appointments/appointment-status.service.ts';
import type { IssueRefund } from '../appointments/refund-issuer.ts';
import { loadSalon } from '../catalog/salon.service.ts';
import type { FeeDeps } from '../fees/fee.service.ts';
import { chargeLateFee, lateFeeOf } from '../fees/late-cancellation-fee.service.ts';
import type { BookingMail } from '../notifications/booking-mail.service.ts';
import { hashManageToken, MANAGE_TOKEN_PATTERN } from '../notifications/manage-token.ts';
import { findAppointmentByTokenHash } from '../notifications/manage-tokens.repository.ts';
import { moveBeauticians, visitMoveBeauticians } from './move-options.ts';

export const CLIENT_CANCEL_REASON = 'Cancelled by the client';

/** One answer for every link that opens nothing, so a caller learns nothing from trying. */
const linkNotFound = () => AppError.notFound('Booking link');

/**
 * The appointment a link opens while it can still be managed: confirmed and not yet started. A malformed,
 * unknown, cancelled or past link is the same 404.
 */
export async function openLink(db: Database, token: string, now: Date): Promise<AppointmentRow & { status: AppointmentStatus }> {
  return (await openVisit(db, token, now)).row;
}

/** As openLink, with the visit's services in order: the link speaks for the whole visit (docs/decisions/0032). */
export async function openVisit(
  db: Database,
  token: string,
  now: Date,
): Promise<{ row: AppointmentRow & { status: AppointmentStatus }; parts: AppointmentRow[] }> {
  if (!MANAGE_TOKEN_PATTERN.test(token)) throw linkNotFound();
  const found = await findAppointmentByTokenHash(db, hashManageToken(token));
  const visit = found && (await readWholeVisit(db, found.id));
  const row = visit?.whole;
  if (!row || row.status !== 'confirmed' || row.startAt.getTime() <= now.getTime()) throw linkNotFound();
  return { row: { ...row, status: 'confirmed' }, parts: visit.parts };
}

export async function getManagedBooking(db: Database, token: string, now: Date): Promise<ManagedBooking> {
  const { row, parts } = await openVisit(db, token, now);
  const salon = await loadSalon(db);
  const { settings } = salon;
  const several = parts.length > 1;
  return {
    _id: row.id,
    start: row.startAt.toISOString(),
    end: row.endAt.toISOString(),
    status: row.status,
    serviceName: row.serviceName,
    variantName: row.variantName,
    beauticianName: row.beauticianName,
    price: penceToPounds(row.pricePence),
    paymentMode: row.paymentMode as PaymentMode,
    amountPaid: penceToPounds(row.amountPaidPence - row.refundedPence),
    testMoney: row.testMoney,
    clientName: row.clientName,
    salon: { name: settings.name, address: settings.address, phone: settings.phone },
    // The windows the booking was made under (its agreed terms, docs/decisions/0037), not today's settings.
    freeCancellationHours: row.agreedTerms.freeCancellationHours,
    freeChangeHours: freeChangeHours(changeWindowOf(settings, row.agreedTerms)),
    movableUntil: movableUntil(row.startAt, changeWindowOf(settings, row.agreedTerms)).toISOString(),
    beauticianId: row.beauticianId,
    // A visit of several services moves with its beauticians (docs/decisions/0032).
    moveBeauticians: several ? await visitMoveBeauticians(db, parts, salon) : await moveBeauticians(db, row, salon),
    ...(several ? { services: parts.map(publicService) } : {}),
    policyText: parts[0]?.policyText ?? '',
  };
}

/**
 * The policy for a client's own cancellation (docs/decisions/0010, 0013): everything back before the free
 * window; later, the salon keeps the deposit share of the price (all of a paid deposit) and returns the rest. The
 * window and the share are those the booking was made with (docs/decisions/0037).
 */
function clientOutcome(row: AppointmentRow, now: Date) {
  const terms = row.agreedTerms;
  const paidPence = row.amountPaidPence - row.refundedPence;
  const retainedPence = row.paymentMode === 'deposit' ? paidPence : amountDuePence('deposit', row.pricePence, terms.depositPercent);
  const outcome = cancellationOutcome({
    paidPence,
    requestedBy: 'client',
    start: row.startAt,
    now,
    freeCancellationHours: terms.freeCancellationHours,
    retainedPence,
  });
  return { outcome, paidPence };
}

export async function previewClientCancellation(db: Database, token: string, now: Date, fees: FeeDeps): Promise<ManageCancelPreview> {
  const row = await openLink(db, token, now);
  const { outcome, paidPence } = clientOutcome(row, now);
  const lateFee = await lateFeeOf(fees, row, paidPence - outcome.refundPence, now);
  return { status: outcome.status, refundAmount: outcome.refundPence, amountPaid: paidPence, lateFee };
}

/**
 * The client cancels through their link: the same refund-then-record path as staff, with the client's policy. Inside
 * the late window, the fee the preview showed is then charged to their saved card (issue 26).
 */
export async function cancelByClient(
  db: Database,
  token: string,
  now: Date,
  { refund, mail, fees }: { refund: IssueRefund; mail: BookingMail; fees: FeeDeps },
): Promise<ManageCancelResponse> {
  const row = await openLink(db, token, now);
  const { outcome, paidPence } = clientOutcome(row, now);
  const preview = await lateFeeOf(fees, row, paidPence - outcome.refundPence, now);
  await refundAndCancel(db, row, outcome, { by: 'client', reason: CLIENT_CANCEL_REASON }, now, refund, mail);
  const lateFee = await chargeLateFee(fees, row.id, preview);
  return { status: outcome.status, refundAmount: outcome.refundPence, lateFee };
}
