import { format } from 'date-fns';
import type { AdminAppointment } from '../../../../core/schemas/admin-appointment.schema.ts';
import type { BlockEvent } from './calendar-blocks.ts';
import { toCalendarDate } from './calendar-dates.ts';
import { statusWords } from '../shared/appointment/appointment-status.ts';

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

const hhmm = (instant: string) => format(toCalendarDate(instant), 'HH:mm');

/** '10:30–11:15', the processing part's London times, or undefined without one. */
export const processingTimes = ({ processing }: Pick<AdminAppointment, 'processing'>): string | undefined =>
  processing ? `${hhmm(processing.start)}–${hhmm(processing.end)}` : undefined;

/** What the diary's events add when the client confirmed by replying to the text reminder (issue 27). */
export const confirmedWords = ({ clientConfirmedAt }: Pick<AdminAppointment, 'clientConfirmedAt'>): string =>
  clientConfirmedAt ? ', client confirmed by text' : '';

/**
 * Its tooltip, after the time react-big-calendar puts first: client, service, processing, beautician and status, and
 * whether the client confirmed by text (the box shows only a ✓).
 */
export function appointmentTooltip({ title, appointment }: AppointmentEvent): string {
  const processing = processingTimes(appointment);
  return `${title}${processing ? `, processing ${processing}` : ''} with ${appointment.beautician.name} (${statusWords(appointment)})${confirmedWords(appointment)}`;
}

/**
 * Where the processing part lies in the appointment's box of the week and day views, as percentages of its height
 * from the top; null without one.
 */
export function processingBand(appointment: Pick<AdminAppointment, 'start' | 'end' | 'processing'>): { from: number; to: number } | null {
  if (!appointment.processing) return null;
  const start = Date.parse(appointment.start);
  const length = Date.parse(appointment.end) - start;
  if (!(length > 0)) return null;
  const at = (instant: string) => Math.round(Math.min(100, Math.max(0, ((Date.parse(instant) - start) / length) * 100)) * 100) / 100;
  return { from: at(appointment.processing.start), to: at(appointment.processing.end) };
}

/**
 * The box's fill with its processing part hatched (docs/decisions/0032): the status colour solid where the beautician
 * works, and striped where the client sits with the colour on and the beautician is free. Light stripes, thin, over
 * the same colour; the text keeps the solid colour behind it (`--cal-event-colour`, appointments-calendar.css), so its
 * white stays legible across them.
 */
export function hatchedFill(colour: string, band: { from: number; to: number }) {
  const solid = `linear-gradient(to bottom, ${colour} ${band.from}%, transparent ${band.from}%, transparent ${band.to}%, ${colour} ${band.to}%)`;
  const stripes = 'repeating-linear-gradient(135deg, transparent 0 6px, rgb(255 255 255 / 0.5) 6px 10px)';
  return { backgroundColor: colour, backgroundImage: `${solid}, ${stripes}`, '--cal-event-colour': colour };
}
