import type { AdminAppointment } from '../../../../core/schemas/admin-appointment.schema.ts';
import { statusLabel } from '../../../../core/status.ts';
import type { BlockEvent } from './calendar-blocks.ts';
import { toCalendarDate } from './calendar-dates.ts';

export interface AppointmentEvent {
  kind: 'appointment';
  title: string;
  start: Date;
  end: Date;
  /** the beautician's column in a day view with a column per beautician */
  resourceId: string;
  appointment: AdminAppointment;
}
/** What the calendar draws: appointments, and time off and closures behind them. */
export type CalendarEvent = AppointmentEvent | BlockEvent;

export const serviceName = (a: AdminAppointment): string => a.service.name || a.variantName;
export const clientName = (a: Pick<AdminAppointment, 'client'>): string => a.client.name || 'Unknown';

/** An appointment as the calendar draws it, titled 'client – service' (the month grid and the agenda show that). */
export const appointmentEvent = (appointment: AdminAppointment): AppointmentEvent => ({
  kind: 'appointment',
  title: `${clientName(appointment)} – ${serviceName(appointment)}`,
  start: toCalendarDate(appointment.start),
  end: toCalendarDate(appointment.end),
  resourceId: appointment.beauticianId._id,
  appointment,
});

/** Its tooltip, after the time react-big-calendar puts first: client, service, beautician and status. */
export const appointmentTooltip = ({ title, appointment }: AppointmentEvent): string =>
  `${title} with ${appointment.beautician.name} (${statusLabel(appointment.status)})`;
