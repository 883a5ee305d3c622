import { useMemo, useState, type KeyboardEvent } from 'react';
import { Calendar, dateFnsLocalizer, type EventProps, type Formats, type HeaderProps, type ShowMoreProps } from 'react-big-calendar';
import { format, getDay, parse, startOfWeek } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import './appointments-calendar.css';
import type { AdminAppointment } from '../../../../core/schemas/admin-appointment.schema.ts';
import { statusLabel } from '../../../../core/status.ts';
import { calendarStatusTone } from '../../../lib/status-tones.ts';
import { AGENDA_LENGTH_DAYS, toCalendarDate, type CalendarView } from './calendar-dates.ts';
import { DayEventsDialog, type DayEvents } from './day-events-dialog.tsx';
import { EVENT_COLOURS } from './status-colours.ts';

// en-GB: Monday-first weeks and 24-hour times (spec §1, §9).
const localizer = dateFnsLocalizer({ format, parse, startOfWeek, getDay, locales: { 'en-GB': enGB } });

const hhmm = (date: Date) => format(date, 'HH:mm');
const formats: Formats = {
  timeGutterFormat: 'HH:mm',
  eventTimeRangeFormat: ({ start, end }) => `${hhmm(start)} – ${hhmm(end)}`,
  eventTimeRangeStartFormat: ({ start }) => `${hhmm(start)} – `,
  eventTimeRangeEndFormat: ({ end }) => ` – ${hhmm(end)}`,
  agendaTimeFormat: 'HH:mm',
  agendaTimeRangeFormat: ({ start, end }) => `${hhmm(start)} – ${hhmm(end)}`,
  agendaDateFormat: 'EEE d MMM',
  agendaHeaderFormat: ({ start, end }) => `${format(start, 'd MMM yyyy')} – ${format(end, 'd MMM yyyy')}`,
  dayFormat: 'EEE d',
  dayHeaderFormat: 'EEEE d MMMM yyyy',
  dayRangeHeaderFormat: ({ start, end }) => `${format(start, 'd MMM')} – ${format(end, 'd MMM yyyy')}`,
  monthHeaderFormat: 'MMMM yyyy',
};

// Spec §9: visible hours 08:00 to 20:00 (only the time of these dates counts).
const DAY_MIN = new Date(1970, 0, 1, 8, 0);
const DAY_MAX = new Date(1970, 0, 1, 20, 0);
const VIEWS: CalendarView[] = ['month', 'week', 'day', 'agenda'];

export interface CalendarEvent {
  title: string;
  start: Date;
  end: Date;
  appointment: AdminAppointment;
}

export const serviceName = (a: AdminAppointment) => a.service.name || a.variantName;

interface AppointmentsCalendarProps {
  appointments: AdminAppointment[];
  view: CalendarView;
  date: Date;
  height: number;
  onView: (view: CalendarView) => void;
  onNavigate: (date: Date) => void;
  onSelect: (appointment: AdminAppointment) => void;
}

/** Spec §2/§9 calendar: month (default), week, day and agenda, coloured by status (§4). */
export function AppointmentsCalendar({ appointments, view, date, height, onView, onNavigate, onSelect }: AppointmentsCalendarProps) {
  const events = useMemo(
    () =>
      appointments.map(
        (appointment): CalendarEvent => ({
          title: `${appointment.client.name || 'Unknown'} – ${serviceName(appointment)}`,
          start: toCalendarDate(appointment.start),
          end: toCalendarDate(appointment.end),
          appointment,
        }),
      ),
    [appointments],
  );
  const [overflowDay, setOverflowDay] = useState<DayEvents>();
  // Made once: a new component type on each render would remount the calendar's cells.
  const ShowMore = useMemo(() => showMoreButton(setOverflowDay), []);

  return (
    <>
      <Calendar<CalendarEvent>
        localizer={localizer}
        culture="en-GB"
        formats={formats}
        events={events}
        views={VIEWS}
        view={view}
        date={date}
        onView={(next) => onView(next as CalendarView)}
        onNavigate={onNavigate}
        getNow={() => toCalendarDate(new Date())}
        min={DAY_MIN}
        max={DAY_MAX}
        step={30}
        timeslots={2}
        length={AGENDA_LENGTH_DAYS}
        longPressThreshold={250}
        style={{ height }}
        tooltipAccessor={(event) => `${event.title} (${statusLabel(event.appointment.status)})`}
        eventPropGetter={(event) => {
          const colour = EVENT_COLOURS[calendarStatusTone(event.appointment.status)];
          return { style: { backgroundColor: colour, borderColor: colour, color: '#fff' } };
        }}
        onSelectEvent={(event) => onSelect(event.appointment)}
        // Week and day events are focusable buttons already; Enter opens them like a click.
        onKeyPressEvent={(event, e) => {
          const key = (e as KeyboardEvent<HTMLElement>).key;
          if (key === 'Enter' || key === ' ') onSelect(event.appointment);
        }}
        components={{
          month: { event: MonthEvent },
          week: { header: DayHeader },
          day: { header: DayHeader },
          agenda: { event: EventButton },
          showMore: ShowMore,
        }}
      />
      <DayEventsDialog
        day={overflowDay}
        onClose={() => setOverflowDay(undefined)}
        onSelect={(appointment) => {
          setOverflowDay(undefined);
          onSelect(appointment);
        }}
      />
    </>
  );
}

/**
 * The month grid is an ARIA table whose week rows may hold only cells, so each event and '+N more' sits in
 * a cell of its own (axe: aria-required-children).
 */
function MonthEvent(props: EventProps<CalendarEvent>) {
  return (
    <div role="cell">
      <EventButton {...props} />
    </div>
  );
}

/**
 * Week and day column titles as plain text inside the calendar's own drill-down button: its default marks them
 * 'columnheader' with no table around them (axe: aria-required-parent).
 */
function DayHeader({ label }: HeaderProps) {
  return <span>{label}</span>;
}

/** '+N more' on a crowded day opens the whole day in a dialog (spec §9 popup). */
function showMoreButton(open: (day: DayEvents) => void) {
  return function ShowMore({ slotDate, count, events }: ShowMoreProps<CalendarEvent>) {
    return (
      <div role="cell">
        <button type="button" className="rbc-button-link rbc-show-more" onClick={() => open({ date: slotDate, appointments: events.map((e) => e.appointment) })}>
          {`+${count} more`}
        </button>
      </div>
    );
  };
}

/**
 * Month and agenda events are plain boxes that react to clicks only: a button inside lets a keyboard reach
 * them (Enter's click bubbles to the calendar's handler), and it names the status, not just its colour.
 */
function EventButton({ event, title }: EventProps<CalendarEvent>) {
  return (
    <button type="button" className="block w-full truncate text-left">
      {title}
      <span className="sr-only"> ({statusLabel(event.appointment.status)})</span>
    </button>
  );
}
