import { cancelsLate } from '../../../core/booking/agreed-terms.ts';
import { cancellationOutcome, type CancellationOutcome } from '../../../core/booking/cancellation-policy.ts';
import { canCancel, canMarkNoShow } from '../../../core/booking/transitions.ts';
import type { AdminAppointment, CancelPreview } from '../../../core/schemas/admin-appointment.schema.ts';
import type { AppointmentStatus } from '../../../core/schemas/appointment.schema.ts';
import type { Database } from '../../db/client.ts';
import { queueBookingMail, type BookingMail } from '../notifications/booking-mail.service.ts';
import { cancelAppointmentIfStatus, updateAppointmentIfStatus } from './admin-appointments.repository.ts';
import { assertAllowed, lostRaceError, requireAppointment, toAdminAppointmentOf } from './admin-appointments.service.ts';
import { visitPartsOf, type AppointmentRow } from '../booking/bookings.repository.ts';
import { readWholeVisit } from '../booking/whole-visit.ts';
import { apportionPence } from '../../../core/money.ts';
import type { IssueRefund } from './refund-issuer.ts';
import { AppError } from '../../errors.ts';
import type { UndoAutoCompletion } from './auto-completion-undo.ts';

/** Spec §9: the reason a staff cancellation records when staff give none. */
export const DEFAULT_CANCEL_REASON = 'Admin initiated';

export interface CancelResult {
  status: AppointmentStatus;
  refundAmount: number;
  appointment: AdminAppointment;
}

/** What the one cancellation policy says for this appointment now, cancelled by staff. */
function staffOutcome(row: AppointmentRow & { status: AppointmentStatus }, now: Date) {
  assertAllowed(canCancel(row.status));
  const paidPence = row.amountPaidPence - row.refundedPence;
  const outcome = cancellationOutcome({
    paidPence,
    requestedBy: 'staff',
    start: row.startAt,
    now,
    freeCancellationHours: row.agreedTerms.freeCancellationHours,
  });
  return { outcome, paidPence };
}

/**
 * The visit the appointment is part of, whole: cancelling any of its services, or marking it a no-show, changes the
 * whole visit (docs/decisions/0032). A stylist (`onlyBeautician`) may do either only when every service of it is
 * theirs, as for moving it; else 403 with `refusal`.
 */
async function requireVisit(
  db: Database,
  id: string,
  only?: { beauticianId: string | undefined; refusal: string },
): Promise<AppointmentRow & { status: AppointmentStatus }> {
  const row = await requireAppointment(db, id);
  const visit = await readWholeVisit(db, row.visitId);
  if (only?.beauticianId && visit?.parts.some((p) => p.beauticianId !== only.beauticianId))
    throw new AppError('FORBIDDEN', only.refusal, 403);
  return visit ? { ...visit.whole, status: visit.whole.status as AppointmentStatus } : row;
}

export const VISIT_CANCEL_OF_OTHERS_MESSAGE =
  'This visit has services with other beauticians, and cancelling one cancels them all. Please ask reception to cancel it.';
export const VISIT_NO_SHOW_OF_OTHERS_MESSAGE =
  'This visit has services with other beauticians, and a no-show marks them all. Please ask reception to mark it.';
const cancelling = (beauticianId: string | undefined) => ({ beauticianId, refusal: VISIT_CANCEL_OF_OTHERS_MESSAGE });

/** The Cancel dialog's numbers (spec §2), computed exactly as a cancellation would, with no side effects. */
export async function previewStaffCancellation(db: Database, id: string, now: Date, onlyBeautician?: string): Promise<CancelPreview> {
  const { outcome, paidPence } = staffOutcome(await requireVisit(db, id, cancelling(onlyBeautician)), now);
  return { status: outcome.status, refundAmount: outcome.refundPence, amountPaid: paidPence };
}

/**
 * Cancels on behalf of the salon. The refund goes first (docs/decisions/0010): if the provider fails, the
 * error reaches the staff member and the appointment stays as it was (spec §8 'Failed to cancel'). Its
 * idempotency key comes from the appointment, so two concurrent cancels get one refund; the guarded UPDATE
 * then lets only one of them record the cancellation. The slot is free the moment the status leaves the
 * chair-holding set (the exclusion constraint covers live statuses only).
 */
export async function cancelByStaff(
  db: Database,
  id: string,
  request: { reason?: string | undefined },
  now: Date,
  refund: IssueRefund,
  mail: BookingMail,
  /** a stylist's own beautician (docs/decisions/0029) */
  onlyBeautician?: string,
): Promise<CancelResult> {
  const row = await requireVisit(db, id, cancelling(onlyBeautician));
  const { outcome } = staffOutcome(row, now);
  const cancelled = await refundAndCancel(
    db,
    row,
    outcome,
    { by: 'staff', reason: request.reason?.trim() || DEFAULT_CANCEL_REASON },
    now,
    refund,
    mail,
  );
  const updated = cancelled.find((p) => p.id === id) ?? cancelled[0]!;
  return { status: outcome.status, refundAmount: outcome.refundPence, appointment: await toAdminAppointmentOf(db, updated) };
}

/**
 * The one way a cancellation happens, whoever asks (staff, or the client through their link): refund first,
 * then record it under the status guard together with the cancellation e-mails (docs/decisions/0013). `row` is a
 * visit's first appointment, whole (booking/whole-visit.ts): every service of the visit is cancelled with it, the
 * refund spread over them by what each had paid. Answers the cancelled appointments, in the visit's order.
 */
export async function refundAndCancel(
  db: Database,
  row: AppointmentRow & { status: AppointmentStatus },
  outcome: CancellationOutcome,
  who: { by: 'staff' | 'client'; reason: string },
  now: Date,
  refund: IssueRefund,
  mail: BookingMail,
): Promise<AppointmentRow[]> {
  if (outcome.refundPence > 0) await refund({ appointmentId: row.id, amountPence: outcome.refundPence });
  const updated = await db.transaction(async (tx) => {
    const cancelled = await changeVisitIfStatus(tx, row, (parts) => {
      const refunds = apportionPence(
        outcome.refundPence,
        parts.map((p) => p.amountPaidPence - p.refundedPence),
      );
      return (part, i) =>
        cancelAppointmentIfStatus(tx, part.id, row.status, {
          status: outcome.status,
          cancelledAt: now,
          cancelledBy: who.by,
          cancelReason: who.reason,
          // Late or not is decided now, under the window the visit was booked with, and never again (0037).
          cancelledLate: cancelsLate(row.agreedTerms, row.startAt, now),
          refundPence: refunds[i]!,
        });
    });
    if (cancelled)
      await queueBookingMail(tx, mail, { kind: 'booking_cancelled', appointmentId: row.id, refundPence: outcome.refundPence }, now);
    return cancelled;
  });
  if (!updated) throw await lostRaceError(db, row.id, (fresh) => canCancel(fresh.status));
  mail.afterCommit();
  return updated;
}

/**
 * Changes every part of `row`'s visit still in `row`'s status (`row` is the visit's first part, whole), first part
 * first, each under that status guard. Undefined, with nothing changed, when a change that committed since `row` was
 * read has moved the first part on: of two such changes at once, the one that loses it changes nothing.
 */
async function changeVisitIfStatus(
  tx: Database,
  row: AppointmentRow & { status: AppointmentStatus },
  change: (parts: AppointmentRow[]) => (part: AppointmentRow, i: number) => Promise<AppointmentRow | undefined>,
): Promise<AppointmentRow[] | undefined> {
  const parts = (await visitPartsOf(tx, row.id)).filter((p) => p.status === row.status);
  if (!parts.some((p) => p.id === row.id)) return undefined;
  const changeOne = change(parts);
  const changed: AppointmentRow[] = [];
  for (const [i, part] of parts.entries()) {
    const done = await changeOne(part, i);
    if (!done && part.id === row.id) return undefined;
    if (done) changed.push(done);
  }
  return changed;
}

/**
 * Spec §4 'Mark no_show', under the same status guard as cancelling: the client did not come, so it is the whole visit
 * (docs/decisions/0032), marked once its first service has started, from any of its services.
 */
export async function markNoShow(
  db: Database,
  id: string,
  now: Date,
  undoAutoCompletion: UndoAutoCompletion,
  /** a stylist's own beautician (docs/decisions/0029) */
  onlyBeautician?: string,
): Promise<{ status: AppointmentStatus; appointment: AdminAppointment }> {
  const row = await requireVisit(db, id, { beauticianId: onlyBeautician, refusal: VISIT_NO_SHOW_OF_OTHERS_MESSAGE });
  const allowed = (fresh: AppointmentRow & { status: AppointmentStatus }) =>
    canMarkNoShow(fresh.status, fresh.startAt, now, fresh.completedAutomatically);
  assertAllowed(allowed(row));
  const marked = await db.transaction(async (tx) => {
    const changed = await changeVisitIfStatus(
      tx,
      row,
      () => (part) => updateAppointmentIfStatus(tx, part.id, row.status, { status: 'no_show', updatedAt: now }),
    );
    // Completed by the job, not by a person: the money it wrote as taken never came (issue 40).
    if (changed && row.status === 'completed')
      await undoAutoCompletion(
        tx,
        changed.map((p) => p.id),
        now,
      );
    return changed;
  });
  if (!marked) throw await lostRaceError(db, row.id, allowed);
  const updated = marked.find((p) => p.id === id) ?? marked[0]!;
  return { status: 'no_show', appointment: await toAdminAppointmentOf(db, updated) };
}
