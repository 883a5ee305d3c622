import { format } from 'date-fns';
import type { EventProps } from 'react-big-calendar';
import { clientName, confirmedWords, processingTimes, serviceName, type CalendarEvent } from './calendar-events.ts';
import { statusWords } from '../shared/appointment/appointment-status.ts';

const hhmm = (date: Date) => format(date, 'HH:mm');

/**
 * An appointment in the week and day views (issue 23): the client's name first, on a line of its own when the box is
 * only a line high (a 20-minute visit), then the time and the service as far as there is room, words never broken.
 * Screen readers hear all of it in one sentence, the processing part (which the box hatches), the beautician and the
 * status too; the tooltip says the same. A ✓ before the name says the client confirmed by text (issue 27): before it,
 * where a one-line box's ellipsis cannot cut it off. Its time is the event's own: while dragged, react-big-calendar hands this the
 * new time.
 */
export function TimeGridEvent({ event, title }: EventProps<CalendarEvent>) {
  if (event.kind !== 'appointment') return <>{title}</>;
  const { appointment } = event;
  const name = clientName(appointment);
  const time = `${hhmm(event.start)}–${hhmm(event.end)}`;
  const processing = processingTimes(appointment);
  return (
    <>
      <span aria-hidden className="cal-event-text">
        <span className="cal-event-name">
          {appointment.clientConfirmedAt && '✓ '}
          {name}
        </span>{' '}
        <span className="cal-event-time">{time}</span> {serviceName(appointment)}
      </span>
      <span className="sr-only">
        {`${name}, ${time}, ${serviceName(appointment)}${processing ? `, processing ${processing}` : ''}, with ${appointment.beautician.name} (${statusWords(appointment)})${confirmedWords(appointment)}`}
      </span>
    </>
  );
}
