import type { AppointmentStatus } from '../schemas/appointment.schema.ts';
import { isCancelled } from '../status.ts';

export type Refusal = { ok: false; code: string; message: string } | { ok: true };

/** Spec §4: cancel is unavailable once cancelled or no_show; a completed visit cannot be cancelled either. */
export function canCancel(status: AppointmentStatus): Refusal {
  if (isCancelled(status)) return { ok: false, code: 'ALREADY_CANCELLED', message: 'This appointment is already cancelled.' };
  if (status === 'no_show') return { ok: false, code: 'NO_SHOW', message: 'A no-show cannot be cancelled.' };
  if (status === 'completed') return { ok: false, code: 'COMPLETED', message: 'A completed appointment cannot be cancelled.' };
  return { ok: true };
}

/**
 * A no-show is recorded once a confirmed appointment has started. A visit checked out at the till (completed) was
 * attended and paid for: it is corrected by reversing its money, not by calling it a no-show (docs/decisions/0027).
 * A visit the auto-complete job completed, nobody having checked it out, may still be one (issue 40) in the week after
 * it: its not-recorded money is reversed with it. Once a person records money for it, it was attended.
 */
export const AUTO_COMPLETED_NO_SHOW_DAYS = 7;

export function canMarkNoShow(status: AppointmentStatus, start: Date, now: Date, completedAutomatically = false): Refusal {
  if (isCancelled(status))
    return { ok: false, code: 'ALREADY_CANCELLED', message: 'A cancelled appointment cannot be marked as a no-show.' };
  if (status === 'no_show') return { ok: false, code: 'ALREADY_NO_SHOW', message: 'This appointment is already marked as a no-show.' };
  if (status === 'completed' && !completedAutomatically)
    return { ok: false, code: 'COMPLETED', message: 'A checked-out visit cannot be marked as a no-show.' };
  // Not weeks on, when the days' takings it changes were cashed up long ago.
  if (status === 'completed' && now.getTime() - start.getTime() > AUTO_COMPLETED_NO_SHOW_DAYS * 86_400_000)
    return {
      ok: false,
      code: 'COMPLETED',
      message: `A visit completed automatically can be marked as a no-show only in the ${AUTO_COMPLETED_NO_SHOW_DAYS} days after it.`,
    };
  if (status === 'reserved_unpaid') return { ok: false, code: 'UNPAID', message: 'An unpaid reservation cannot be marked as a no-show.' };
  if (now < start) return { ok: false, code: 'NOT_STARTED', message: 'You can mark a no-show once the appointment has started.' };
  return { ok: true };
}

/** Editing changes a live booking only: cancelled and no-show records stay as they were. */
export function canEdit(status: AppointmentStatus): Refusal {
  if (isCancelled(status)) return { ok: false, code: 'ALREADY_CANCELLED', message: 'A cancelled appointment cannot be edited.' };
  if (status === 'no_show') return { ok: false, code: 'NO_SHOW', message: 'A no-show cannot be edited.' };
  return { ok: true };
}

/**
 * A new time or beautician (the edit dialog, a drag on the calendar): a live booking only, and not a visit checked
 * out at the till, whose time and beautician are the record its money was taken against (docs/decisions/0026).
 */
export function canMove(status: AppointmentStatus): Refusal {
  const editable = canEdit(status);
  if (!editable.ok) return editable;
  if (status === 'completed') return { ok: false, code: 'COMPLETED', message: 'A checked-out visit cannot be moved.' };
  return { ok: true };
}

/** The till (docs/decisions/0027): a confirmed visit is checked out from its start time on, and becomes completed. */
export function canCheckOut(status: AppointmentStatus, start: Date, now: Date): Refusal {
  if (isCancelled(status)) return { ok: false, code: 'ALREADY_CANCELLED', message: 'A cancelled appointment cannot be checked out.' };
  if (status === 'no_show') return { ok: false, code: 'NO_SHOW', message: 'A no-show cannot be checked out.' };
  if (status === 'completed') return { ok: false, code: 'ALREADY_CHECKED_OUT', message: 'This visit has already been checked out.' };
  if (status === 'reserved_unpaid') return { ok: false, code: 'UNPAID', message: 'An unpaid reservation cannot be checked out.' };
  if (now < start) return { ok: false, code: 'NOT_STARTED', message: 'A visit can be checked out from its start time.' };
  return { ok: true };
}

/** A further payment (a correction after a reversal, a product forgotten at the till) goes on a checked-out visit. */
export function canAddPayment(status: AppointmentStatus): Refusal {
  if (status !== 'completed') return { ok: false, code: 'NOT_CHECKED_OUT', message: 'Check the visit out first.' };
  return { ok: true };
}
