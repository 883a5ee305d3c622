import type { AdminAppointment } from '../../../../core/schemas/admin-appointment.schema.ts';
import { isCancelled } from '../../../../core/status.ts';

/** Spec §2: the Service column reads 'service name - variant name'. */
export function serviceAndVariant(a: AdminAppointment): string {
  const service = a.serviceId?.name || a.service.name;
  return [service, a.variantName].filter(Boolean).join(' - ');
}

export const staffName = (a: AdminAppointment): string => a.beauticianId?.name || a.beautician?.name || '—';

/** Spec §2/§4: Cancel and No Show are unavailable once cancelled or no_show. */
export const canCancelOrNoShow = (status: string): boolean => !isCancelled(status) && status !== 'no_show';
