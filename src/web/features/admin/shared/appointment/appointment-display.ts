import type { AdminAppointment } from '../../../../../core/schemas/admin-appointment.schema.ts';
import { canCancel, canCheckOut, canMarkNoShow, type Refusal } from '../../../../../core/booking/transitions.ts';
import { formatGBP } from '../../../../../core/money.ts';
import type { ServiceVariant } from '../../../../../core/schemas/catalog.schema.ts';
import { SALON_TIME_ZONE } from '../../../../../core/time.ts';
import { formatTime } from '../../../../lib/format.ts';

/** Spec §2: the Service column reads 'service name - variant name'. */
export function serviceAndVariant(a: AdminAppointment): string {
  const service = a.serviceId?.name || a.service.name;
  return [service, a.variantName].filter(Boolean).join(' - ');
}

/** 'Service 2 of 3 in one visit' under a service of a visit of several (issue 25); undefined for a visit of one. */
export const visitPlace = ({ partOfVisit }: Pick<AdminAppointment, 'partOfVisit'>): string | undefined =>
  partOfVisit ? `Service ${partOfVisit.place} of ${partOfVisit.of} in one visit` : undefined;

/** Spec §2 'Edit Appointment', as the New appointment form too: a variant option reads 'name - £price (durationMin min)'. */
export const variantOptionText = (v: ServiceVariant): string => `${v.name} - ${formatGBP(v.price)} (${v.durationMin} min)`;

/** One part of an appointment as staff read it: with the beautician, or processing (the client stays, the beautician free). */
export interface AppointmentPart {
  label: 'With the beautician' | 'Processing (beautician free)';
  start: string;
  end: string;
}

/**
 * The parts of an appointment with a processing part (docs/decisions/0032), in order: the initial part, the processing
 * part and the final part; [] when it has none (it is one part, its start to its end).
 */
export function appointmentParts(a: Pick<AdminAppointment, 'start' | 'end' | 'processing'>): AppointmentPart[] {
  if (!a.processing) return [];
  return [
    { label: 'With the beautician', start: a.start, end: a.processing.start },
    { label: 'Processing (beautician free)', start: a.processing.start, end: a.processing.end },
    { label: 'With the beautician', start: a.processing.end, end: a.end },
  ];
}

const dayAndMonthFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: SALON_TIME_ZONE });

/**
 * 'Client confirmed by text at 14:05 on 3 March' (issue 27), on the salon's clock; undefined when the client has not
 * confirmed by text. No year: a visit is confirmed in the days before it.
 */
export function clientConfirmedText({ clientConfirmedAt }: Pick<AdminAppointment, 'clientConfirmedAt'>): string | undefined {
  if (!clientConfirmedAt) return undefined;
  const at = new Date(clientConfirmedAt);
  if (Number.isNaN(at.getTime())) return undefined;
  return `Client confirmed by text at ${formatTime(at)} on ${dayAndMonthFormat.format(at)}`;
}

export const staffName = (a: AdminAppointment): string => a.beauticianId?.name || a.beautician?.name || '—';

/** Whether a row's action can be used now, and if not, why (its button's title). */
export interface ActionState {
  enabled: boolean;
  reason: string | undefined;
}

const stateOf = (refusal: Refusal): ActionState =>
  refusal.ok ? { enabled: true, reason: undefined } : { enabled: false, reason: refusal.message };

/** Spec §2/§4, by the rule the server applies (core/booking/transitions.ts): not once cancelled, a no-show or completed. */
export const cancelAction = (a: AdminAppointment): ActionState => stateOf(canCancel(a.status));

/** The server's rule at `now`: a no-show only once the appointment has started, for a booking that was on (issue 16). */
export const noShowAction = (a: AdminAppointment, now: Date): ActionState =>
  stateOf(canMarkNoShow(a.status, new Date(a.start), now, a.completedAutomatically));

/** The till's rule at `now` (docs/decisions/0027): a confirmed visit is checked out from its start time on. */
export const checkOutAction = (a: AdminAppointment, now: Date): ActionState => stateOf(canCheckOut(a.status, new Date(a.start), now));
