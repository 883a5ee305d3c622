import { useState } from 'react';
import type { AvailabilityTarget } from '../../../api/slots.ts';
import { MonthCalendar } from '../../../components/booking-picker/month-calendar.tsx';
import { useFullyBookedDates } from './use-fully-booked-dates.ts';

interface DateStepProps {
  target: AvailabilityTarget;
  today: string;
  workingDays: ReadonlySet<number>;
  selected: string | undefined;
  onSelect: (date: string) => void;
}

/** The calendar of the diary '/times' reads, with the month's fully booked dates. */
export function DateStep({ target, selected, ...rest }: DateStepProps) {
  const [month, setMonth] = useState((selected ?? rest.today).slice(0, 7));
  return (
    <MonthCalendar fullyBooked={useFullyBookedDates(target, month)} selected={selected} month={month} onMonthChange={setMonth} {...rest} />
  );
}
