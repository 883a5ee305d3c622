import { useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { format } from 'date-fns';
import { Calendar, type DateHeaderProps, type EventProps, type HeaderProps, type ShowMoreProps } from 'react-big-calendar';
import * as dragAndDrop from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import './appointments-calendar.css';
import { canMove } from '../../../../core/booking/transitions.ts';
import type { AdminAppointment } from '../../../../core/schemas/admin-appointment.schema.ts';
import { fullNote, shortNote, type BlockEvent, type DayNote } from './calendar-blocks.ts';
import { monthGridWeeks } from '../../../../core/dashboard-first-view.ts';
import { AGENDA_LENGTH_DAYS, calendarDay, toCalendarDate, type CalendarView } from './calendar-dates.ts';
import {
  appointmentEvent,
  appointmentTooltip,
  hatchedFill,
  processingBand,
  processingTimes,
  type CalendarEvent,
} from './calendar-events.ts';
import { formats } from './calendar-formats.ts';
import { localizer } from './calendar-localizer.ts';
import { monthEvents, monthEventsPerDay } from './month-events.ts';
import type { CalendarMove } from './use-calendar-moves.tsx';
import { DayEventsDialog, type DayEvents } from './day-events-dialog.tsx';
import { EVENT_COLOURS } from './status-colours.ts';
import { EMPTY_DAY_MIN_WIDTH, layoutDayColumn, weekDayWidths } from './diary-layout.ts';
import { TimeGridEvent } from './time-grid-event.tsx';
import { ClientConfirmedMark } from '../shared/appointment/client-confirmed-mark.tsx';
import { diaryHours } from './diary-hours.ts';
import { diaryTone, statusWords } from '../shared/appointment/appointment-status.ts';

const VIEWS: CalendarView[] = ['month', 'week', 'day', 'agenda'];

/** A beautician's column in the day view (react-big-calendar's resources). */
export interface BeauticianColumn {
  id: string;
  title: string;
}

/** An empty time chosen on the week or day view, in calendar Dates, with the day view's beautician column. */
export interface ChosenTime {
  start: Date;
  end: Date;
  beauticianId?: string;
}

// Drag and drop and resizing (docs/decisions/0026): react-big-calendar's own addon. It is CommonJS compiled from ES
// (`exports.default`); bundled the way Node imports CommonJS, its default import is that exports object itself.
const addon = dragAndDrop.default as unknown as { default?: typeof dragAndDrop.default };
const withDragAndDrop = addon.default ?? dragAndDrop.default;
const DnDCalendar = withDragAndDrop<CalendarEvent, BeauticianColumn>(Calendar);
const movable = (event: CalendarEvent) => event.kind === 'appointment' && canMove(event.appointment.status).ok;
const appointmentsOf = (events: CalendarEvent[]) => events.flatMap((e) => (e.kind === 'appointment' ? [e.appointment] : []));

interface AppointmentsCalendarProps {
  appointments: AdminAppointment[];
  /** time off and closures: blocks behind the week and day views */
  blocks: BlockEvent[];
  /** the month grid's note on each London date (YYYY-MM-DD) with a closure or someone off */
  notes: ReadonlyMap<string, DayNote>;
  view: CalendarView;
  date: Date;
  height: number;
  /** a column per beautician in the day view; undefined: one column */
  columns: BeauticianColumn[] | undefined;
  onView: (view: CalendarView) => void;
  onNavigate: (date: Date) => void;
  onSelect: (appointment: AdminAppointment) => void;
  /** a time-off or closure block was opened */
  onSelectBlock: (block: BlockEvent) => void;
  onMove: (move: CalendarMove) => void;
  onChooseTime: (time: ChosenTime) => void;
}

/** Spec §2/§9 calendar: month (default), week, day and agenda, coloured by status (§4). */
export function AppointmentsCalendar(props: AppointmentsCalendarProps) {
  const { appointments, blocks, notes, view, date, height, columns, onView, onNavigate, onSelect, onSelectBlock, onMove, onChooseTime } =
    props;
  // Moving, resizing and choosing a time happen in the week and day views (issue 16), not the month grid.
  const timeGrid = view === 'week' || view === 'day';
  const events = useMemo(() => appointments.map(appointmentEvent), [appointments]);
  // The week view widens a day whose visits overlap, so each keeps room for a client's name (issue 23).
  const dayWidths = useMemo(() => (view === 'week' ? weekDayWidths(events) : undefined), [view, events]);
  // Spec §9's hours, 08:00 to 20:00, widened to a visit in view outside them (diary-hours.ts).
  const hours = useMemo(() => diaryHours(events, view, date), [events, view, date]);
  // The month grid is given only the events it can draw, and its '+N more' the rest (month-events.ts).
  const month = useMemo(
    () => (view === 'month' ? monthEvents(events, monthEventsPerDay(height, monthGridWeeks(calendarDay(date)))) : undefined),
    [view, date, events, height],
  );
  const [overflowDay, setOverflowDay] = useState<DayEvents>();
  // Made once per month's events: a new component type on each render would remount the calendar's cells.
  const ShowMore = useMemo(() => showMoreButton(setOverflowDay, month?.byDay), [month]);
  const MonthDateHeader = useMemo(() => monthDateHeader(notes), [notes]);
  const open = (event: CalendarEvent) => (event.kind === 'appointment' ? onSelect(event.appointment) : onSelectBlock(event));

  return (
    <>
      <DnDCalendar
        localizer={localizer}
        culture="en-GB"
        formats={formats}
        events={month?.events ?? events}
        backgroundEvents={blocks}
        views={VIEWS}
        view={view}
        date={date}
        onView={(next) => onView(next as CalendarView)}
        onNavigate={onNavigate}
        getNow={() => toCalendarDate(new Date())}
        min={hours.min}
        max={hours.max}
        // Opened at the first hour drawn: an early visit that widened the hours is in sight.
        scrollToTime={hours.min}
        // A visit over midnight (or ending at it) is drawn at its times on each of its days, never in the all-day row,
        // which this calendar hides: appointments always have times.
        showMultiDayTimes
        step={30}
        timeslots={2}
        length={AGENDA_LENGTH_DAYS}
        longPressThreshold={250}
        style={{ height }}
        tooltipAccessor={(event) => (event.kind === 'appointment' ? appointmentTooltip(event) : event.title)}
        eventPropGetter={(event) => {
          if (event.kind !== 'appointment')
            return {
              className: `cal-block cal-block-${event.kind}${event.kind === 'closure' || event.timeOff.allDay ? ' cal-block-whole-days' : ''}`,
            };
          const colour = EVENT_COLOURS[diaryTone(event.appointment)];
          // The week and day views hatch a processing part: the beautician is free, the client still in the chair.
          const band = timeGrid ? processingBand(event.appointment) : null;
          const fill = band ? hatchedFill(colour, band) : { backgroundColor: colour };
          return {
            className: band ? 'cal-appointment cal-processing' : 'cal-appointment',
            style: { ...fill, borderColor: colour, color: '#fff' },
          };
        }}
        onSelectEvent={open}
        // Overlapping visits side by side, never over each other's names (diary-layout.ts).
        dayLayoutAlgorithm={layoutDayColumn}
        // The month grid shades the days the salon is closed (the week and day views have their blocks); the week
        // view's days are as wide as their visits need (the day view's columns are a beautician's each).
        dayPropGetter={(day) => {
          if (dayWidths) return { style: { minWidth: dayWidths.get(calendarDay(day)) ?? EMPTY_DAY_MIN_WIDTH } };
          return view === 'month' && notes.get(format(day, 'yyyy-MM-dd'))?.closed !== undefined ? { className: 'cal-closed-day' } : {};
        }}
        // Week and day: drag an appointment to another time (or beautician's column), drag its end to resize it,
        // or select an empty time to add something there.
        resources={view === 'day' ? columns : undefined}
        resourceIdAccessor="id"
        resourceTitleAccessor="title"
        draggableAccessor={(event) => timeGrid && movable(event)}
        resizableAccessor={(event) => timeGrid && movable(event)}
        resizable={timeGrid}
        selectable={timeGrid}
        onEventDrop={({ event, start, end, resourceId }) =>
          event.kind === 'appointment' &&
          onMove({
            appointment: event.appointment,
            start: new Date(start),
            end: new Date(end),
            beauticianId: resourceId == null ? undefined : String(resourceId),
          })
        }
        onEventResize={({ event, start, end }) =>
          event.kind === 'appointment' && onMove({ appointment: event.appointment, start: new Date(start), end: new Date(end) })
        }
        onSelectSlot={(slot) =>
          onChooseTime({
            start: new Date(slot.start),
            end: new Date(slot.end),
            beauticianId: slot.resourceId == null ? undefined : String(slot.resourceId),
          })
        }
        // Week and day events are focusable buttons already; Enter opens them like a click.
        onKeyPressEvent={(event, e) => {
          const key = (e as KeyboardEvent<HTMLElement>).key;
          if (key === 'Enter' || key === ' ') open(event);
        }}
        components={{
          month: { event: MonthEvent, dateHeader: MonthDateHeader },
          week: { header: DayHeader, event: TimeGridEvent },
          day: { header: DayHeader, event: TimeGridEvent },
          agenda: { event: AgendaEvent },
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

/**
 * '+N more' on a crowded day opens the whole day in a dialog (spec §9 popup). `byDay`: each day's every event, where
 * the calendar was given only the first few (`events` is what it has of the day, `count` what of it is not drawn).
 */
function showMoreButton(open: (day: DayEvents) => void, byDay: ReadonlyMap<string, CalendarEvent[]> | undefined) {
  return function ShowMore({ slotDate, count, events }: ShowMoreProps<CalendarEvent>) {
    const all = byDay?.get(calendarDay(slotDate)) ?? events;
    return (
      <div role="cell">
        <button
          type="button"
          className="rbc-button-link rbc-show-more"
          onClick={() => open({ date: slotDate, appointments: appointmentsOf(all) })}
        >
          {`+${count + all.length - events.length} more`}
        </button>
      </div>
    );
  };
}

/**
 * Month and agenda events are plain boxes that react to clicks only: a button inside lets a keyboard reach
 * them (Enter's click bubbles to the calendar's handler), and it names the status, not just its colour. A ✓ first
 * says the client confirmed by text (issue 27): first, so a narrow month cell's ellipsis never cuts it off.
 */
function EventButton({ event, title, children }: EventProps<CalendarEvent> & { children?: ReactNode }) {
  return (
    <button type="button" className="block w-full truncate text-left">
      {event.kind === 'appointment' && <ClientConfirmedMark appointment={event.appointment} className="mr-1" />}
      {title}
      {children}
      {event.kind === 'appointment' && <span className="sr-only"> ({statusWords(event.appointment)})</span>}
    </button>
  );
}

/**
 * An appointment in the agenda, which cannot hatch the processing part as the time grid does: it says when it is,
 * in words (issue 25). The month's one-line chips say no times at all.
 */
function AgendaEvent(props: EventProps<CalendarEvent>) {
  const processing = props.event.kind === 'appointment' ? processingTimes(props.event.appointment) : undefined;
  return <EventButton {...props}>{processing && ` · processing ${processing}`}</EventButton>;
}

/**
 * A month day's number, with a word on the salon's closure or who is off that day ('Closed', 'Chloe off'); the
 * whole of it (the closure's name, each person's times and reason) in its tooltip and for screen readers.
 */
function monthDateHeader(notes: ReadonlyMap<string, DayNote>) {
  return function MonthDateHeader({ date, label, drilldownView, onDrillDown }: DateHeaderProps) {
    const note = notes.get(format(date, 'yyyy-MM-dd'));
    return (
      <>
        {note && (
          <span className={note.closed === undefined ? 'cal-day-note' : 'cal-day-note cal-day-note-closed'} title={fullNote(note)}>
            <span aria-hidden>{shortNote(note)}</span>
            <span className="sr-only">{fullNote(note)}</span>
          </span>
        )}
        {drilldownView ? (
          <button type="button" className="rbc-button-link" onClick={onDrillDown}>
            {label}
          </button>
        ) : (
          <span>{label}</span>
        )}
      </>
    );
  };
}
