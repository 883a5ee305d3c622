import { useState } from 'react';
import type { AvailabilityTarget } from '../../../api/slots.ts';
import { errorMessage } from '../../../api/client.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { DateCalendar } from './date-calendar.tsx';
import { useFullyBookedDates } from './use-fully-booked-dates.ts';

interface DateStepProps {
  target: AvailabilityTarget;
  today: string;
  workingDays: ReadonlySet<number>;
  selected: string | undefined;
  onSelect: (date: string) => void;
}

/** The calendar, with the month's fully booked dates and spec §8's load error and Retry. */
export function DateStep({ target, today, workingDays, selected, onSelect }: DateStepProps) {
  const [month, setMonth] = useState((selected ?? today).slice(0, 7));
  const fullyBooked = useFullyBookedDates(target, month);

  return (
    <div>
      {fullyBooked.error && (
        <Notice
          tone="error"
          className="mb-4"
          action={
            <Button variant="secondary" size="sm" onClick={fullyBooked.retry} disabled={fullyBooked.retrying}>
              Retry
            </Button>
          }
        >
          {`Failed to load available dates: ${errorMessage(fullyBooked.error, 'Failed to load available dates')}`}
        </Notice>
      )}
      <DateCalendar
        rules={{ today, workingDays, fullyBooked: fullyBooked.dates, notWorking: fullyBooked.notWorking, closed: fullyBooked.closed, checking: !fullyBooked.known }}
        selected={selected}
        month={month}
        onMonthChange={setMonth}
        onSelect={onSelect}
      />
      <p role="status" className="mt-2 min-h-5 text-center text-xs text-stone-500">
        {fullyBooked.checking ? 'Checking availability…' : ''}
      </p>
    </div>
  );
}
