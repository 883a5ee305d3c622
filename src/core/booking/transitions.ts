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

/** A no-show is recorded once the appointment has started, for a booking that was on (confirmed or completed). */
export function canMarkNoShow(status: AppointmentStatus, start: Date, now: Date): Refusal {
  if (isCancelled(status)) return { ok: false, code: 'ALREADY_CANCELLED', message: 'A cancelled appointment cannot be marked as a no-show.' };
  if (status === 'no_show') return { ok: false, code: 'ALREADY_NO_SHOW', message: 'This appointment is already marked as a no-show.' };
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
