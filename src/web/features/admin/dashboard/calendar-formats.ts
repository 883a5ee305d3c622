import { dateFnsLocalizer, type Formats } from 'react-big-calendar';
import { format, getDay, parse, startOfWeek } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';

// en-GB: Monday-first weeks and 24-hour times (spec §1, §9).
export const localizer = dateFnsLocalizer({ format, parse, startOfWeek, getDay, locales: { 'en-GB': enGB } });

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

