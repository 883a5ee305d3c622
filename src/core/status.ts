import type { AppointmentStatus } from './schemas/appointment.schema.ts';

/** Statuses in which an appointment holds the beautician's chair (and the exclusion constraint applies). */
export const CHAIR_HOLDING_STATUSES = ['reserved_unpaid', 'confirmed', 'completed'] as const satisfies readonly AppointmentStatus[];

export function isCancelled(status: string): boolean {
  return status.startsWith('cancelled');
}

/** Spec §4: split on underscores and capitalise each word ('no_show' → 'No Show'). */
export function statusLabel(status: string): string {
  return status
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
