import { cancellationOutcome, type CancellationOutcome } from '../../../core/booking/cancellation-policy.ts';
import { canCancel, canMarkNoShow } from '../../../core/booking/transitions.ts';
import type { AdminAppointment, CancelPreview } from '../../../core/schemas/admin-appointment.schema.ts';
import type { AppointmentStatus } from '../../../core/schemas/appointment.schema.ts';
import type { Database } from '../../db/client.ts';
import { queueBookingMail, type BookingMail } from '../notifications/booking-mail.service.ts';
import { loadSalon } from '../catalog/salon.service.ts';
import { cancelAppointmentIfStatus, updateAppointmentIfStatus } from './admin-appointments.repository.ts';
import { assertAllowed, lostRaceError, requireAppointment, toAdminAppointmentOf } from './admin-appointments.service.ts';
import type { AppointmentRow } from '../booking/bookings.repository.ts';
import type { IssueRefund } from './refund-issuer.ts';

/** Spec §9: the reason a staff cancellation records when staff give none. */
export const DEFAULT_CANCEL_REASON = 'Admin initiated';

export interface CancelResult {
  status: AppointmentStatus;
  refundAmount: number;
  appointment: AdminAppointment;
}

/** What the one cancellation policy says for this appointment now, cancelled by staff. */
async function staffOutcome(db: Database, row: AppointmentRow & { status: AppointmentStatus }, now: Date) {
  assertAllowed(canCancel(row.status));
  const { settings } = await loadSalon(db);
  const paidPence = row.amountPaidPence - row.refundedPence;
  const outcome = cancellationOutcome({
    paidPence,
    requestedBy: 'staff',
    start: row.startAt,
    now,
    freeCancellationHours: settings.freeCancellationHours,
  });
  return { outcome, paidPence };
}

/** The Cancel dialog's numbers (spec §2), computed exactly as a cancellation would, with no side effects. */
export async function previewStaffCancellation(db: Database, id: string, now: Date): Promise<CancelPreview> {
  const { outcome, paidPence } = await staffOutcome(db, await requireAppointment(db, id), now);
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
): Promise<CancelResult> {
  const row = await requireAppointment(db, id);
  const { outcome } = await staffOutcome(db, row, now);
  const updated = await refundAndCancel(
    db,
    row,
    outcome,
    { by: 'staff', reason: request.reason?.trim() || DEFAULT_CANCEL_REASON },
    now,
    refund,
    mail,
  );
  return { status: outcome.status, refundAmount: outcome.refundPence, appointment: await toAdminAppointmentOf(db, updated) };
}

/**
 * The one way a cancellation happens, whoever asks (staff, or the client through their link): refund first,
 * then record it under the status guard together with the cancellation e-mails (docs/decisions/0013).
 */
export async function refundAndCancel(
  db: Database,
  row: AppointmentRow & { status: AppointmentStatus },
  outcome: CancellationOutcome,
  who: { by: 'staff' | 'client'; reason: string },
  now: Date,
  refund: IssueRefund,
  mail: BookingMail,
): Promise<AppointmentRow> {
  if (outcome.refundPence > 0) await refund({ appointmentId: row.id, amountPence: outcome.refundPence });
  const updated = await db.transaction(async (tx) => {
    const cancelled = await cancelAppointmentIfStatus(tx, row.id, row.status, {
      status: outcome.status,
      cancelledAt: now,
      cancelledBy: who.by,
      cancelReason: who.reason,
      refundPence: outcome.refundPence,
    });
    if (cancelled)
      await queueBookingMail(tx, mail, { kind: 'booking_cancelled', appointmentId: row.id, refundPence: outcome.refundPence }, now);
    return cancelled;
  });
  if (!updated) throw await lostRaceError(db, row.id, (fresh) => canCancel(fresh.status));
  mail.afterCommit();
  return updated;
}

/** Spec §4 'Mark no_show', under the same status guard as cancelling. */
export async function markNoShow(
  db: Database,
  id: string,
  now: Date,
): Promise<{ status: AppointmentStatus; appointment: AdminAppointment }> {
  const row = await requireAppointment(db, id);
  assertAllowed(canMarkNoShow(row.status, row.startAt, now));
  const updated = await updateAppointmentIfStatus(db, id, row.status, { status: 'no_show', updatedAt: now });
  if (!updated) throw await lostRaceError(db, id, (fresh) => canMarkNoShow(fresh.status, fresh.startAt, now));
  return { status: 'no_show', appointment: await toAdminAppointmentOf(db, updated) };
}
