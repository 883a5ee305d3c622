import type { Formats } from 'react-big-calendar';
import { format } from 'date-fns';

const hhmm = (date: Date) => format(date, 'HH:mm');
export const formats: Formats = {
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
